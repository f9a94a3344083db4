import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields } from "@broadsheet/kit";
import { renderBlock, demoSites } from "@broadsheet/local-host";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { captchaScriptOptions, useBotChallenge, type BotChallengeSiteProperties } from "./bot-challenge";
import { BotChallenge, resetCaptchaProblemReports } from "./bot-challenge-widget";
import { CAPTCHA_TOKEN_KEY, captchaConfigProblem } from "./captcha";
import { configureIdentity, resetArcClient } from "./configure";
import { resetLoadedScripts } from "./load-script";

/**
 * The bot challenge in a small sign-in form, with the real sdk-identity against the fake Identity API on
 * jsdom's origin and the preview's reCAPTCHA stand-in as the provider: what a login form does with it.
 */
const fake = setupFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const EMAIL = "ana.reader@example.test";
const STAND_IN = readFileSync(join(__dirname, "../../local-host/resources/identity/recaptcha.js"), "utf8");

const sdk = () => configureIdentity(SITE, demoSites[SITE]);
/** What a test adds to the demo site's properties. */
let extraProperties: BotChallengeSiteProperties = {};

const SignIn = defineBlock({
  name: "captcha-sign-in-under-test",
  kind: "feature",
  label: "Captcha sign-in under test",
  hydration: "eager",
  fields: defineFields({}),
  render: function SignInUnderTest() {
    const { arcSite, siteProperties } = useFusionContext();
    const properties = { ...siteProperties, ...extraProperties };
    const challenge = useBotChallenge({ flow: "signin", site: arcSite, properties });
    return (
      <form
        aria-label="Sign in"
        onSubmit={(event) => {
          event.preventDefault();
          if (challenge.missing) {
            challenge.failed(null);
            return;
          }
          void sdk()
            .then((Identity) =>
              Identity.login(EMAIL, FIXTURE_PASSWORD, {
                rememberMe: false,
                recaptchaToken: challenge.token ?? undefined,
              }),
            )
            .then(
              () => document.body.setAttribute("data-signed-in", "yes"),
              (thrown: unknown) => {
                if (!challenge.failed(thrown)) document.body.setAttribute("data-form-error", "yes");
              },
            );
        }}
      >
        <BotChallenge challenge={challenge} />
        <button type="submit">Log in</button>
      </form>
    );
  },
});

function installStandIn(): void {
  new Function(STAND_IN)();
}

async function renderForm(options: { isAdmin?: boolean; arcSite?: string } = {}) {
  await act(async () => {
    render(renderBlock(SignIn, { errorBoundary: false, context: { arcSite: SITE, ...options } }));
  });
}

function liveSessions(): number {
  const reader = fake.identity.store.readerByEmail(EMAIL);
  return reader ? fake.identity.store.liveSessions(reader.uuid).length : 0;
}

afterEach(async () => {
  const Identity = await sdk();
  Identity.clearSession();
  // The SDK keeps the identity config for the page's life; each test is a new page.
  Identity._configOptions = null;
  resetArcClient();
  resetLoadedScripts();
  resetCaptchaProblemReports();
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>).grecaptcha;
  extraProperties = {};
  document.body.removeAttribute("data-signed-in");
  document.body.removeAttribute("data-form-error");
  jest.restoreAllMocks();
});

describe("useBotChallenge and <BotChallenge>", () => {
  it("shows nothing and sends no token when the flow's flag is off", async () => {
    await renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(document.body).toHaveAttribute("data-signed-in", "yes"));
    expect(document.querySelector(".b-bot-challenge")).toBeNull();
  });

  it("V2: a checkbox the reader must tick; the token goes with the login and is stored", async () => {
    fake.identity.requireCaptcha("signin");
    installStandIn();
    await renderForm();
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    expect(document.querySelector("[data-captcha-version]")).toHaveAttribute("data-captcha-version", "V2");

    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please complete the security check.")).toBeInTheDocument();
    expect(liveSessions()).toBe(0);

    await userEvent.click(box);
    expect(localStorage.getItem(CAPTCHA_TOKEN_KEY)).toMatch(/^fake-recaptcha-v2\./);
    expect(screen.queryByText("Please complete the security check.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(document.body).toHaveAttribute("data-signed-in", "yes"));
    expect(liveSessions()).toBe(1);
  });

  it("V2: a captcha error from Arc shows beside the widget and resets it; solving again clears it", async () => {
    fake.identity.requireCaptcha("signin");
    fake.identity.fail("v1/auth/login", 400, "130001", "Captcha token invalid", true);
    installStandIn();
    await renderForm();
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("The security check failed. Please complete it again.")).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(localStorage.getItem(CAPTCHA_TOKEN_KEY)).toBeNull();
    expect(document.body).not.toHaveAttribute("data-form-error");

    await userEvent.click(box);
    expect(screen.queryByText("The security check failed. Please complete it again.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(document.body).toHaveAttribute("data-signed-in", "yes"));
  });

  it("V2: another error is the form's, and still resets the spent token", async () => {
    fake.identity.requireCaptcha("signin");
    fake.identity.disableAccount(EMAIL);
    installStandIn();
    await renderForm();
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(document.body).toHaveAttribute("data-form-error", "yes"));
    expect(box).not.toBeChecked();
  });

  it("V3: a token for the flow's action on load, and a new one after each reset", async () => {
    fake.identity.store.setConfig({ recaptchaScore: 0.5 });
    fake.identity.requireCaptcha("signin");
    fake.identity.disableAccount(EMAIL);
    installStandIn();
    await renderForm();
    await waitFor(() => expect(localStorage.getItem(CAPTCHA_TOKEN_KEY)).toMatch(/^fake-recaptcha-v3\.signin\./));
    expect(document.querySelector("[data-captcha-version]")).toHaveAttribute("data-captcha-version", "V3");
    expect(screen.queryByRole("checkbox")).toBeNull();
    const first = localStorage.getItem(CAPTCHA_TOKEN_KEY);

    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(document.body).toHaveAttribute("data-form-error", "yes"));
    await waitFor(() => expect(localStorage.getItem(CAPTCHA_TOKEN_KEY)).toMatch(/^fake-recaptcha-v3\.signin\./));
    expect(localStorage.getItem(CAPTCHA_TOKEN_KEY)).not.toBe(first);

    fake.identity.disableAccount(EMAIL, false);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(document.body).toHaveAttribute("data-signed-in", "yes"));
  });

  it("V3 enterprise asks grecaptcha.enterprise", async () => {
    fake.identity.store.setConfig({ recaptchaScore: 1 });
    fake.identity.requireCaptcha("signin");
    installStandIn();
    const grecaptcha = (window as unknown as { grecaptcha: { execute: jest.Mock; enterprise: { execute(): unknown } } })
      .grecaptcha;
    const standard = jest.spyOn(grecaptcha, "execute");
    const enterprise = jest.spyOn(grecaptcha.enterprise, "execute");
    extraProperties = { recaptcha: { enterprise: true } };
    await renderForm();
    await waitFor(() => expect(enterprise).toHaveBeenCalledWith("fake-recaptcha-site-key", { action: "signin" }));
    expect(standard).not.toHaveBeenCalled();
  });

  it("a flow switched on without a site key fails loudly: editors read the field, readers a message, the console names it once", async () => {
    fake.identity.store.setConfig({ recaptchaSiteKey: "" });
    fake.identity.requireCaptcha("signin");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await renderForm({ isAdmin: true });
    expect(await screen.findByRole("alert")).toHaveTextContent(/identity config's recaptchaSiteKey is missing/);
    await renderForm();
    expect(
      await screen.findByText(/The security check is unavailable right now, so this form cannot be sent/),
    ).toBeInTheDocument();
    const named = errors.mock.calls.filter(([line]) => String(line).includes("recaptchaSiteKey"));
    expect(named).toHaveLength(1);
    expect(String(named[0]?.[0])).toContain("site the-daily");
  });

  it("shows no challenge when the identity config cannot be read", async () => {
    fake.identity.requireCaptcha("signin");
    fake.identity.fail("v1/config", 500, "500", "down");
    await renderForm();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.querySelector(".b-bot-challenge")).toBeNull();
  });
});

describe("captcha decisions from config and site properties", () => {
  it("names the field at fault only when the flow's flag is on", () => {
    expect(captchaConfigProblem("signin", { signinRecaptcha: true, recaptchaScore: -1 })).toBe("recaptchaSiteKey");
    expect(captchaConfigProblem("signin", { signinRecaptcha: true, recaptchaSiteKey: "k", recaptchaScore: 2 })).toBe(
      "recaptchaScore",
    );
    expect(captchaConfigProblem("signin", { signinRecaptcha: false, recaptchaScore: 2 })).toBeNull();
    expect(
      captchaConfigProblem("signup", { signupRecaptcha: true, recaptchaSiteKey: "k", recaptchaScore: 0 }),
    ).toBeNull();
    expect(captchaConfigProblem("checkout", { recaptchaSiteKey: "" }, { checkoutRecaptchaEnabled: true })).toBe(
      "recaptchaSiteKey",
    );
  });

  it("takes the edition and the alternate host from the site properties", () => {
    expect(
      captchaScriptOptions(
        { recaptcha: { enterprise: true, alternateHost: true } },
        { show: true, version: "V3", siteKey: "k" },
        "fr",
      ),
    ).toEqual({ enterprise: true, host: "www.recaptcha.net", version: "V3", siteKey: "k", language: "fr" });
    expect(captchaScriptOptions({ recaptcha: { enterprise: "yes" } }, { show: false })).toEqual({ enterprise: false });
  });

  it("takes the script's own address from identityScripts.recaptcha, when it is usable", () => {
    const address = "/pf/resources/identity/recaptcha.js";
    expect(captchaScriptOptions({ identityScripts: { recaptcha: address } }, null)).toEqual({
      enterprise: false,
      src: address,
    });
    expect(captchaScriptOptions({ identityScripts: { recaptcha: "http://evil.example/api.js" } }, null)).toEqual({
      enterprise: false,
    });
  });
});
