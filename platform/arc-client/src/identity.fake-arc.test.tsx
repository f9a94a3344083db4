import { act, render, screen } from "@testing-library/react";
import { FAKE_ARC_ORIGIN, FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { configureIdentity, resetArcClient } from "./configure";
import { identityStore } from "./site-identity-store";
import { useIdentity, type IdentityStore } from "./identity-store";

/**
 * The store, the real sdk-identity 1.94.0 and the fake Identity API together: what a reader's browser does,
 * minus the forms. The units (identity-store.test.tsx) use a hand-written SDK; this proves the real one fits.
 */
const fake = setupFakeArc();
const SITE = "the-daily";
const PROPERTIES = { api: { identity: { origin: FAKE_ARC_ORIGIN } } };
const EMAIL = "ana.reader@example.test";

function Who({ store }: { store: IdentityStore }) {
  const state = useIdentity(store);
  return <p>{state.status === "signed-in" ? `in as ${String(state.profile?.email ?? state.uuid)}` : state.status}</p>;
}

afterEach(async () => {
  const identity = await configureIdentity(SITE, PROPERTIES);
  identity.clearSession();
  localStorage.clear();
  sessionStorage.clear();
  resetArcClient();
});

describe("the identity store on the real SDK and the fake Identity API", () => {
  it("knows nobody at first, follows a password login, and signs out on logout", async () => {
    const store = identityStore(SITE, PROPERTIES);
    render(<Who store={store} />);
    await screen.findByText("signed-out");

    const identity = await configureIdentity(SITE, PROPERTIES);
    await act(async () => {
      await identity.login(EMAIL, FIXTURE_PASSWORD, { rememberMe: true });
    });
    // The SDK posts ARC_LOGIN_SUCCESS; the store checks again and loads the profile from the fake.
    await screen.findByText(`in as ${EMAIL}`);
    expect(localStorage.getItem("ArcId.USER_INFO")).toContain("accessToken");

    await act(async () => {
      await store.logout();
    });
    expect(screen.getByText("signed-out")).toBeInTheDocument();
  });

  it("reads a session already in storage, and signs out when the refresh token has expired", async () => {
    const identity = await configureIdentity(SITE, PROPERTIES);
    await identity.login(EMAIL, FIXTURE_PASSWORD, { rememberMe: true });
    const first = identityStore(SITE, PROPERTIES);
    const { unmount } = render(<Who store={first} />);
    await screen.findByText(`in as ${EMAIL}`);
    unmount();

    // A token born expired makes the SDK refresh at once; the fake then refuses the refresh token.
    fake.identity.setTokenTtl({ accessSeconds: 0 });
    await identity.login(EMAIL, FIXTURE_PASSWORD, { rememberMe: true });
    fake.identity.expireSessions("refresh", EMAIL);
    resetArcClient();
    const second = identityStore(SITE, PROPERTIES);
    render(<Who store={second} />);
    await screen.findByText("signed-out");
  });
});
