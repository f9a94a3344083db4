import { screen, waitFor } from "@testing-library/react";
import { HOSTILE_REDIRECTS } from "@broadsheet/arc-client";
import { LOGGED_OUT_EVENT, Logout } from "./logout";
import { ANA, renderAccount, setupAccountTests, signIn, signedInOnFake } from "./test-account";

const { fake, navigations, logoutEvents } = setupAccountTests();

function leavesSite(target: string): boolean {
  try {
    return new URL(target, `${window.location.origin}/`).origin !== window.location.origin;
  } catch {
    return true;
  }
}

describe("Log out", () => {
  it("is an eager island: the page exists to log out", () => {
    expect(Logout.definition.name).toBe("logout");
    expect(Logout.definition.hydration).toBe("eager");
  });

  it("ends the session through the store (the SDK's logout event fires), then goes home", async () => {
    await signIn(ANA);
    const done = jest.fn();
    window.addEventListener(LOGGED_OUT_EVENT, done);
    await renderAccount(Logout);
    expect(screen.getByRole("status")).toHaveTextContent("Logging you out…");
    await waitFor(() => expect(navigations).toEqual(["/"]));
    expect(logoutEvents.count).toBe(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(signedInOnFake(fake, ANA)).toBe(false);
    expect(localStorage.getItem("ArcId.USER_INFO") ?? "{}").toBe("{}");
    window.removeEventListener(LOGGED_OUT_EVENT, done);
  });

  it("signs out of Facebook and Google when their scripts are loaded", async () => {
    await signIn(ANA);
    const disableAutoSelect = jest.fn();
    const fbLogout = jest.fn((callback: () => void) => callback());
    const global = window as unknown as Record<string, unknown>;
    global.google = { accounts: { id: { disableAutoSelect } } };
    global.FB = {
      getLoginStatus: (callback: (r: unknown) => void) => callback({ status: "connected" }),
      logout: fbLogout,
    };
    await renderAccount(Logout);
    await waitFor(() => expect(navigations).toEqual(["/"]));
    expect(disableAutoSelect).toHaveBeenCalled();
    expect(fbLogout).toHaveBeenCalled();
    delete global.google;
    delete global.FB;
  });

  it("goes to a same-site redirect page", async () => {
    await signIn(ANA);
    await renderAccount(Logout, { customFields: { redirectURL: "/politics/?from=logout" } });
    await waitFor(() => expect(navigations).toEqual(["/politics/?from=logout"]));
  });

  it("still leaves for home when already logged out", async () => {
    await renderAccount(Logout);
    await waitFor(() => expect(navigations).toEqual(["/"]));
  });

  it.each(HOSTILE_REDIRECTS)("never leaves the site for a hostile redirect: %j", async (hostile) => {
    await renderAccount(Logout, { customFields: { redirectURL: hostile } });
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [target = ""] = navigations;
    const origin = window.location.origin;
    expect(target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")).toBe(true);
    expect(new URL(target, origin).origin).toBe(origin);
    // What a browser would resolve off the site goes home; the rest are odd paths of this site.
    if (leavesSite(hostile)) expect(target).toBe("/");
  });

  it("does nothing in the editor", async () => {
    await signIn(ANA);
    await renderAccount(Logout, { context: { isAdmin: true } });
    expect(screen.getByRole("status")).toHaveTextContent("Readers who open this page are logged out and sent on.");
    expect(navigations).toEqual([]);
    expect(signedInOnFake(fake, ANA)).toBe(true);
  });
});
