import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createIdentityStore, useIdentity, type IdentitySdk, type IdentityStore } from "./identity-store";

/** A hand-written stand-in for sdk-identity's static Identity: a session that tests switch on and off. */
class FakeIdentity implements IdentitySdk {
  session: { uuid: string } | null = null;
  profile: Record<string, unknown> = { email: "reader@example.com", firstName: "Ada" };
  failNext: unknown = null;
  calls = { isLoggedIn: 0, getUserProfile: 0, logout: 0 };

  get userIdentity() {
    return this.session ?? {};
  }

  async isLoggedIn() {
    this.calls.isLoggedIn++;
    if (this.failNext) {
      const thrown = this.failNext;
      this.failNext = null;
      this.session = null;
      throw thrown;
    }
    return this.session !== null;
  }

  async getUserProfile(): Promise<unknown> {
    this.calls.getUserProfile++;
    if (!this.session) throw new Error("[Arc Identity SDK] Missing or invalid jwt");
    return { ...this.profile, uuid: this.session.uuid };
  }

  async logout() {
    this.calls.logout++;
    const had = this.session !== null;
    this.session = null;
    window.dispatchEvent(new CustomEvent("ArcSDK.logout"));
    if (!had) throw new Error("No access token found, user is already logged out");
  }

  /** What sdk-identity does after a password login. */
  login(uuid: string) {
    this.session = { uuid };
    window.postMessage({ type: "ARC_LOGIN_SUCCESS", grantType: "password" }, "*");
  }
}

function Status({ store, label }: { store: IdentityStore; label: string }) {
  const identity = useIdentity(store);
  const detail =
    identity.status === "signed-in"
      ? `${identity.uuid}:${String(identity.profile?.email ?? "no profile")}`
      : identity.status === "signed-out" && identity.error
        ? identity.error.code
        : "";
  return (
    <p data-testid={label}>
      {identity.status} {detail}
    </p>
  );
}

const text = (label: string) => screen.getByTestId(label).textContent?.trim();

describe("the identity store", () => {
  it("is unknown on the server and never touches the SDK there", () => {
    const loader = jest.fn(() => new FakeIdentity());
    const store = createIdentityStore({ sdk: loader });
    const html = renderToString(<Status store={store} label="a" />);
    expect(html).toContain("unknown");
    expect(loader).not.toHaveBeenCalled();
    expect(store.getServerSnapshot()).toEqual({ status: "unknown" });
  });

  it("serves many components with one subscription, one check and one set of listeners", async () => {
    const sdk = new FakeIdentity();
    sdk.session = { uuid: "u-1" };
    const loader = jest.fn(() => sdk);
    const store = createIdentityStore({ sdk: loader });
    const add = jest.spyOn(window, "addEventListener");
    render(
      <>
        <Status store={store} label="a" />
        <Status store={store} label="b" />
        <Status store={store} label="c" />
      </>,
    );
    await waitFor(() => expect(text("c")).toBe("signed-in u-1:reader@example.com"));
    expect(text("a")).toBe(text("c"));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(sdk.calls).toEqual({ isLoggedIn: 1, getUserProfile: 1, logout: 0 });
    const types = add.mock.calls
      .map((call: unknown[]) => String(call[0]))
      .filter((type: string) => ["message", "ArcSDK.logout"].includes(type));
    expect(types.sort()).toEqual(["ArcSDK.logout", "message"]);
    add.mockRestore();
  });

  it("goes signed-out → signed-in on ARC_LOGIN_SUCCESS, and back on ArcSDK.logout", async () => {
    const sdk = new FakeIdentity();
    const store = createIdentityStore({ sdk: () => sdk });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-out"));

    act(() => sdk.login("u-2"));
    await waitFor(() => expect(text("a")).toBe("signed-in u-2:reader@example.com"));

    act(() => {
      window.dispatchEvent(new CustomEvent("ArcSDK.logout"));
    });
    expect(text("a")).toBe("signed-out");
  });

  it("shows the uuid before the profile arrives", async () => {
    const sdk = new FakeIdentity();
    sdk.session = { uuid: "u-3" };
    let release: (profile: unknown) => void = () => undefined;
    sdk.getUserProfile = () => new Promise<unknown>((resolve) => (release = resolve));
    const store = createIdentityStore({ sdk: () => sdk });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-in u-3:no profile"));
    await act(async () => release({ uuid: "u-3", email: "late@example.com" }));
    expect(text("a")).toBe("signed-in u-3:late@example.com");
  });

  it("logout through the store calls the SDK once and signs out; already logged out is not an error", async () => {
    const sdk = new FakeIdentity();
    sdk.session = { uuid: "u-4" };
    const store = createIdentityStore({ sdk: () => sdk });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toMatch(/^signed-in/));
    await act(() => store.logout());
    expect(text("a")).toBe("signed-out");
    expect(sdk.calls.logout).toBe(1);
    await act(() => store.logout());
    expect(text("a")).toBe("signed-out");
  });

  it("turns a thrown refresh error into signed-out, with the error", async () => {
    const sdk = new FakeIdentity();
    sdk.session = { uuid: "u-5" };
    sdk.failNext = new Error("[Arc Identity SDK] Refresh token is expired");
    const store = createIdentityStore({ sdk: () => sdk });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-out REFRESH_EXPIRED"));
  });

  it("turns a failed profile call into signed-out", async () => {
    const sdk = new FakeIdentity();
    sdk.session = { uuid: "u-6" };
    sdk.getUserProfile = () => Promise.reject({ code: "300001", message: "Not found", httpStatus: 404 });
    const store = createIdentityStore({ sdk: () => sdk });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-out 300001"));
  });

  it("signs out when the SDK cannot be loaded, and tries again on refresh", async () => {
    let fail = true;
    const sdk = new FakeIdentity();
    const store = createIdentityStore({
      sdk: () => {
        if (fail) throw new Error("api.identity.origin is not set for site the-daily");
        return sdk;
      },
    });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-out UNKNOWN"));
    fail = false;
    sdk.session = { uuid: "u-7" };
    await act(() => store.refresh());
    expect(text("a")).toBe("signed-in u-7:reader@example.com");
  });

  it("lets go of the window when the last component unmounts, and subscribes again later", async () => {
    const sdk = new FakeIdentity();
    const store = createIdentityStore({ sdk: () => sdk });
    const remove = jest.spyOn(window, "removeEventListener");
    const first = render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-out"));
    first.unmount();
    expect(remove.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual(
      expect.arrayContaining(["message", "ArcSDK.logout"]),
    );
    remove.mockRestore();
    sdk.session = { uuid: "u-8" };
    render(<Status store={store} label="b" />);
    await waitFor(() => expect(text("b")).toBe("signed-in u-8:reader@example.com"));
  });

  it("with nothing stored, is signed-out without loading the SDK, and checks the SDK once a login is stored", async () => {
    const sdk = new FakeIdentity();
    const loader = jest.fn(() => sdk);
    let stored = false;
    const store = createIdentityStore({ sdk: loader, mayBeSignedIn: () => stored });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-out"));
    expect(loader).not.toHaveBeenCalled();
    stored = true;
    act(() => sdk.login("u-7"));
    await waitFor(() => expect(text("a")).toBe("signed-in u-7:reader@example.com"));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("ignores other messages", async () => {
    const sdk = new FakeIdentity();
    const store = createIdentityStore({ sdk: () => sdk });
    render(<Status store={store} label="a" />);
    await waitFor(() => expect(text("a")).toBe("signed-out"));
    const before = sdk.calls.isLoggedIn;
    act(() => {
      window.postMessage("ARC_LOGIN_SUCCESS", "*");
      window.postMessage({ type: "OTHER" }, "*");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sdk.calls.isLoggedIn).toBe(before);
  });
});
