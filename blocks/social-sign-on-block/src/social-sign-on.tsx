import { useCallback, useEffect, useRef, useState, type HTMLAttributes } from "react";
import { useFusionContext } from "fusion:context";
import {
  boolean,
  defineBlock,
  defineFields,
  select,
  serverPart,
  text,
  usePhrases,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import {
  DEFAULT_LOGGED_IN_PAGE,
  PHRASES,
  browserStorage,
  configProblemOf,
  configureIdentity,
  reportConfigProblem,
  resetConfigProblemReports,
  toArcError,
  blockIdentityStore,
  useIdentity,
  type IdentityState,
} from "@broadsheet/arc-client";
import {
  hasProviders,
  pendingReturn,
  providersOf,
  reportFailure,
  withoutReturnParams,
  type ProviderName,
  type Providers,
  type SocialSdk,
} from "./providers";
import {
  FACEBOOK_ONLOGIN,
  FACEBOOK_STATUS_FOLLOW_UP_MS,
  delay,
  loadFacebookSdk,
  loadGoogleIdentity,
  onFacebookLogin,
  parseFacebookButtons,
  promptOneTap,
  reportUnavailable,
  scriptAddresses,
} from "./scripts";

/** The round trips and the redirect rules, loaded on a reader's click or a round trip's return. */
const roundTrips = () => import("./round-trips");

const GOOGLE_TEXTS = ["signin_with", "signup_with", "continue_with"] as const;

const fields = defineFields({
  loggedInPageURL: text({
    label: "Logged-in page",
    description: "Where a reader goes after signing in when nothing else says where (same site only)",
    defaultValue: DEFAULT_LOGGED_IN_PAGE,
  }),
  redirectToPreviousPage: boolean({
    label: "Back to the previous page",
    description: "After signing in, return to the page of this site the reader came from",
    defaultValue: false,
  }),
  googleText: select({
    label: "Google button text",
    options: GOOGLE_TEXTS,
    labels: {
      signin_with: "Sign in with Google",
      signup_with: "Sign up with Google",
      continue_with: "Continue with Google",
    },
    defaultValue: "signin_with",
  }),
  oneTap: boolean({
    label: "Google One Tap",
    description: "Offer signed-out readers Google's One Tap prompt",
    defaultValue: true,
  }),
  legacyGoogleSignIn: boolean({
    label: "Legacy Google sign-in",
    description: "Google removed it on Dec 31, 2022; Sign In With Google is used instead",
    defaultValue: false,
  }),
});

/** The deprecation notice sdk-identity logs for the legacy Google sign-in (§8). */
export const LEGACY_GOOGLE_NOTICE =
  "Legacy Google Sign In will be deprecated on Dec 31, 2022. Use the new Arc Identity & Sign In With Google SDKs.";

// The block's look never changes once rendered: the server writes it into the page, and this code does not carry it.
const KeptStyles = serverPart(() => import("./social-sign-on.styles").then((module) => module.SocialSignOnStyles));

/** The block's root in every state, its styles always in the same place (so they stay kept as the state changes). */
function Root({ children, ...rest }: HTMLAttributes<HTMLDivElement> & { "data-state"?: string }) {
  return (
    <div {...rest}>
      {children}
      <KeptStyles />
    </div>
  );
}

/** The providers whose script is not there to draw their button; the block leaves them out. */
type ScriptProvider = "google" | "facebook";

type View =
  | { status: "loading" }
  | { status: "ready"; providers: Providers }
  | { status: "config-problem"; property: string }
  | { status: "unavailable" };

const reported = new Set<string>();

/** Forgets what was reported (tests: each is a new page). */
export function resetConfigReports(): void {
  reported.clear();
  resetConfigProblemReports();
}

/** Names a faulty site property or config in the console, once per page. */
function reportConfigOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(message);
}

/**
 * Social Sign On: a button for each provider the site's identity config enables (Google, Facebook, Apple and
 * each OIDC client). An island hydrated when the browser is idle: the server sends a placeholder of the buttons'
 * size, and the browser reads the config, draws the buttons and completes an Apple or OIDC round trip.
 */
/**
 * Google draws its button at a fixed width in pixels, from 200 to 400: the list's width on a phone (358 px at
 * 390), so the button never runs past the screen's edge; 400 wherever there is room.
 */
function googleButtonWidth(element: HTMLElement): number {
  return Math.round(Math.min(400, Math.max(200, element.clientWidth || 400)));
}

export const SocialSignOn = defineBlock({
  name: "social-sign-on",
  kind: "feature",
  label: "Social Sign On",
  description: "Sign in with Google, Facebook, Apple and the site's other OIDC providers.",
  // Nothing works before the identity config is read, and One Tap and a returning round trip need no click:
  // idle is the lightest trigger that serves them without holding up the page's first work.
  hydration: "idle",
  fields,
  render: function SocialSignOnView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity: IdentityState = useIdentity(store);
    const [view, setView] = useState<View>({ status: "loading" });
    const [failed, setFailed] = useState(false);
    const [busy, setBusy] = useState(false);
    const [unavailable, setUnavailable] = useState<ReadonlySet<ScriptProvider>>(() => new Set());
    const leaveOut = useCallback((provider: ScriptProvider, thrown: unknown) => {
      reportUnavailable(provider, thrown);
      setUnavailable((before) => new Set(before).add(provider));
    }, []);
    /** Google said One Tap was not displayed (§8): the reader is told, politely, and still has the button. */
    const [oneTapMissed, setOneTapMissed] = useState(false);
    const scripts = scriptAddresses(siteProperties);
    const sdkRef = useRef<SocialSdk | null>(null);
    /** One sign-in at a time: a second press (or a second provider callback) while one runs is ignored. */
    const inFlight = useRef(false);
    const googleRef = useRef<HTMLDivElement>(null);
    const facebookRef = useRef<HTMLDivElement>(null);
    const { loggedInPageURL, redirectToPreviousPage, googleText, oneTap, legacyGoogleSignIn } = customFields;

    const signIn = useCallback(
      async (provider: ProviderName, action: (sdk: SocialSdk) => Promise<unknown>, leave = true) => {
        const sdk = sdkRef.current;
        if (!sdk || inFlight.current) return;
        inFlight.current = true;
        setFailed(false);
        setBusy(true);
        try {
          await action(sdk);
          // The editor's preview stays where it is (§6: admin skips automatic redirects).
          if (leave && !isAdmin) {
            const { leaveAfterSignIn } = await roundTrips();
            leaveAfterSignIn({
              href: window.location.href,
              origin: window.location.origin,
              storage: browserStorage("session"),
              referrer: document.referrer,
              loggedInPage: loggedInPageURL,
              redirectToPreviousPage,
            });
          }
        } catch (thrown) {
          reportFailure(provider, thrown);
          setFailed(true);
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
      },
      [isAdmin, loggedInPageURL, redirectToPreviousPage],
    );

    // The SDK and the config; a round trip coming back (Apple or OIDC) is completed first.
    useEffect(() => {
      let live = true;
      void (async () => {
        let sdk: SocialSdk;
        try {
          sdk = (await configureIdentity(arcSite, siteProperties)) as unknown as SocialSdk;
        } catch (thrown) {
          const property = configProblemOf(thrown) ?? "api.identity.origin";
          reportConfigProblem(arcSite, property);
          if (live) setView({ status: "config-problem", property });
          return;
        }
        sdkRef.current = sdk;
        const storage = browserStorage("session");
        const back = isAdmin ? null : pendingReturn(window.location.href, storage);
        if (back) {
          window.history.replaceState(window.history.state, "", withoutReturnParams(window.location.href));
          const provider: ProviderName = back.pending.kind === "apple" ? "apple" : "oidc";
          void signIn(provider, async (one) => (await roundTrips()).completeReturn(one, back, storage));
        }
        try {
          const providers = providersOf(await sdk.getConfig());
          if (!hasProviders(providers)) {
            reportConfigOnce(
              `${arcSite} providers`,
              `[social-sign-on-block] site ${arcSite}: the identity config enables no provider (googleClientId, facebookAppId, teamId and keyId, oidcClients).`,
            );
          }
          if (live) setView({ status: "ready", providers });
        } catch (thrown) {
          reportConfigOnce(
            `${arcSite} config`,
            `[social-sign-on-block] site ${arcSite}: the identity config could not be read (${toArcError(thrown).code}).`,
          );
          if (live) setView({ status: "unavailable" });
        }
      })();
      return () => {
        live = false;
      };
      // The site decides everything here; a re-render with new fields changes none of it.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [arcSite, siteProperties, isAdmin]);

    const providers = view.status === "ready" ? view.providers : null;
    const googleId = providers?.google ?? null;
    const facebookId = providers?.facebook ?? null;
    const showGoogle = googleId !== null && !unavailable.has("google");
    const showFacebook = facebookId !== null && !unavailable.has("facebook");

    // Sign In With Google: the button (as wide as its list, 400 at most; outline, large) and, for a signed-out reader,
    // One Tap.
    const [google, setGoogle] = useState<Awaited<ReturnType<typeof loadGoogleIdentity>> | null>(null);
    useEffect(() => {
      if (!googleId) return;
      let live = true;
      if (legacyGoogleSignIn) reportConfigOnce("legacy-google", LEGACY_GOOGLE_NOTICE);
      // A script that does not load (offline, blocked, a proxy down) is not the reader's failure: the button is
      // left out and the other providers stay.
      loadGoogleIdentity(scripts.google).then(
        (id) => {
          if (!live || !googleRef.current) return;
          try {
            id.initialize({
              client_id: googleId,
              callback: (response: unknown) => void signIn("google", (sdk) => sdk.signInWithGoogle(response)),
              auto_select: false,
              cancel_on_tap_outside: true,
            });
            id.renderButton(googleRef.current, {
              type: "standard",
              theme: "outline",
              size: "large",
              width: googleButtonWidth(googleRef.current),
              text: googleText,
              locale: siteProperties.locale ?? "en",
            });
          } catch (thrown) {
            leaveOut("google", thrown);
            return;
          }
          setGoogle(id);
        },
        (thrown: unknown) => {
          if (live) leaveOut("google", thrown);
        },
      );
      return () => {
        live = false;
      };
    }, [googleId, googleText, legacyGoogleSignIn, signIn, siteProperties.locale, scripts.google, leaveOut]);

    const signedOut = identity.status === "signed-out";
    useEffect(() => {
      if (!google || !oneTap || isAdmin || !signedOut) return;
      let live = true;
      promptOneTap(google, (displayed) => {
        if (live) setOneTapMissed(!displayed);
      });
      return () => {
        live = false;
        google.cancel?.();
      };
    }, [google, oneTap, isAdmin, signedOut]);

    // Facebook: the SDK's login button; its login is followed by the SDK's sign-on, and once more 1500 ms later
    // when Facebook's status had not caught up yet.
    useEffect(() => {
      if (!facebookId) return;
      let live = true;
      const off = onFacebookLogin(() => {
        void signIn("facebook", async (sdk) => {
          try {
            await sdk.facebookSignOn();
          } catch {
            await delay(FACEBOOK_STATUS_FOLLOW_UP_MS);
            await sdk.facebookSignOn();
          }
        });
      });
      const sdk = sdkRef.current;
      const address = scripts.facebook;
      // With the site's own address the SDK is loaded here first; initFacebookLogin then finds it and only
      // initialises it. Either way, an SDK that does not load (or loads without FB) leaves Facebook out.
      (address ? loadFacebookSdk(address) : Promise.resolve())
        .then(() => sdk?.initFacebookLogin(facebookId, siteProperties.locale ?? "en"))
        .then(
          () => {
            if (live && facebookRef.current) parseFacebookButtons(facebookRef.current);
          },
          (thrown: unknown) => {
            if (live) leaveOut("facebook", thrown);
          },
        );
      return () => {
        live = false;
        off();
      };
    }, [facebookId, signIn, siteProperties.locale, scripts.facebook, leaveOut]);

    if (view.status === "config-problem" || view.status === "unavailable") {
      return (
        <Root className="b-social-sign-on">
          <p role="alert" className="b-social-sign-on__error">
            {isAdmin && view.status === "config-problem"
              ? phrases.t("social-sign-on-block.config-missing", { property: view.property })
              : phrases.t("social-sign-on-block.unavailable")}
          </p>
        </Root>
      );
    }

    const loading = view.status === "loading";
    return (
      <Root
        className={`b-social-sign-on${loading ? " b-social-sign-on--loading" : ""}${oneTap && !isAdmin ? " b-social-sign-on--one-tap" : ""}`}
        aria-busy={loading || busy}
        data-state={view.status}
      >
        {providers && (showGoogle || showFacebook || providers.apple || providers.oidc.length > 0) ? (
          <ul className="b-social-sign-on__list" aria-label={phrases.t("social-sign-on-block.providers")}>
            {showGoogle ? (
              <li>
                <div ref={googleRef} className="b-social-sign-on__google" />
              </li>
            ) : null}
            {showFacebook ? (
              <li>
                <div ref={facebookRef} className="b-social-sign-on__facebook">
                  <div
                    className="fb-login-button"
                    data-width="400"
                    data-size="large"
                    data-button-type="continue_with"
                    data-layout="default"
                    data-use-continue-as="false"
                    data-onlogin={`${FACEBOOK_ONLOGIN}();`}
                  />
                </div>
              </li>
            ) : null}
            {providers.apple ? (
              <li>
                <button
                  type="button"
                  className="b-social-sign-on__button b-social-sign-on__apple"
                  disabled={busy}
                  onClick={() =>
                    void signIn(
                      "apple",
                      async (sdk) => (await roundTrips()).startApple(sdk, browserStorage("session")),
                      false,
                    )
                  }
                >
                  {phrases.t("social-sign-on-block.apple")}
                </button>
              </li>
            ) : null}
            {providers.oidc.map((client) => (
              <li key={client.clientId}>
                <button
                  type="button"
                  className="b-social-sign-on__button b-social-sign-on__oidc"
                  disabled={busy}
                  onClick={() =>
                    void signIn(
                      "oidc",
                      async (sdk) =>
                        (await roundTrips()).startOidc(
                          sdk,
                          client.clientId,
                          browserStorage("session"),
                          window.location.href,
                        ),
                      false,
                    )
                  }
                >
                  {phrases.t("social-sign-on-block.oidc", { name: client.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {providers && !hasProviders(providers) && isAdmin ? (
          <p className="b-social-sign-on__status">{phrases.t("social-sign-on-block.no-providers")}</p>
        ) : null}
        {providers?.google && legacyGoogleSignIn && isAdmin ? (
          <p className="b-social-sign-on__status">{phrases.t("social-sign-on-block.legacy-google")}</p>
        ) : null}
        <p
          role="status"
          className={`b-social-sign-on__one-tap${showGoogle && oneTap && !isAdmin ? " b-social-sign-on__one-tap--held" : ""}`}
        >
          {oneTapMissed && showGoogle ? phrases.t("social-sign-on-block.one-tap-not-displayed") : ""}
        </p>
        <p role="alert" className="b-social-sign-on__error">
          {failed ? phrases.t(PHRASES.loginFormError) : ""}
        </p>
      </Root>
    );
  },
});

export type SocialSignOnFields = CustomFieldsOf<typeof SocialSignOn>;
