import { setupFakeArc } from "../../src/node";
import { FAKE_RECAPTCHA_TOKEN, FIXTURE_PASSWORD, socialCredential } from "../../src/identity";
import { codeOf, loadIdentity, rejection, resetIdentity } from "./sdk";

const fake = setupFakeArc();
const Identity = loadIdentity();
const ANA = "ana.reader@example.test";
const CHLOE = "chloe.both@example.test";

beforeEach(() => resetIdentity(Identity));

/** The rejection is Arc's plain object, not an Error, with exactly this code and message. */
async function expectArcError(call: () => unknown, code: string, message: string): Promise<void> {
  const error = await rejection(call);
  expect(error).not.toBeInstanceOf(Error);
  expect(codeOf(error)).toEqual({ code, message });
}

describe("login errors reach the caller as { code, message }", () => {
  it("300040 for a wrong password or an unknown reader", async () => {
    await expectArcError(() => Identity.login(ANA, "Wrong-pass1"), "300040", "Invalid credentials");
    await expectArcError(
      () => Identity.login("nobody@example.test", FIXTURE_PASSWORD),
      "300040",
      "Invalid credentials",
    );
    expect(await Identity.isLoggedIn()).toBe(false);
  });

  it("100015 for a disabled account", async () => {
    fake.identity.disableAccount(ANA);
    await expectArcError(() => Identity.login(ANA, FIXTURE_PASSWORD), "100015", "Account is disabled");
  });

  it("130051 for an unverified email, until it is verified", async () => {
    fake.identity.markUnverified(ANA);
    await expectArcError(() => Identity.login(ANA, FIXTURE_PASSWORD), "130051", "Email address is not verified");
    await Identity.requestVerifyEmail(ANA);
    await Identity.verifyEmail(fake.identity.lastCode("verify-email", ANA) ?? "");
    expect(await Identity.login(ANA, FIXTURE_PASSWORD)).toHaveProperty("uuid");
  });

  it("signs a new reader in at once where sign-ups must verify, then refuses the next log-in until the link", async () => {
    fake.identity.verifySignUps();
    const NEW = "vera.verify@example.test";
    const created = await Identity.signUp({ userName: NEW, credentials: "Verify-me-1" }, { email: NEW });
    expect(created).toHaveProperty("uuid");
    const code = fake.identity.lastCode("verify-email", NEW);
    expect(code).toEqual(expect.any(String));
    Identity.clearSession();
    await expectArcError(() => Identity.login(NEW, "Verify-me-1"), "130051", "Email address is not verified");
    await Identity.verifyEmail(code ?? "");
    expect(await Identity.login(NEW, "Verify-me-1")).toHaveProperty("uuid");
  });

  it("100013 once the reader has as many sessions as allowed", async () => {
    fake.identity.limitDevices(ANA, 1);
    await Identity.login(ANA, FIXTURE_PASSWORD);
    Identity.clearSession();
    await expectArcError(() => Identity.login(ANA, FIXTURE_PASSWORD), "100013", "Maximum number of devices reached");
  });

  it("an error a scenario sets, with its code and message", async () => {
    fake.identity.fail("v1/auth/login", 503, "999999", "Identity is down", true);
    await expectArcError(() => Identity.login(ANA, FIXTURE_PASSWORD), "999999", "Identity is down");
    expect(await Identity.login(ANA, FIXTURE_PASSWORD)).toHaveProperty("uuid");
  });
});

describe("captcha", () => {
  it("the config has every reCAPTCHA flag off by default", async () => {
    expect(await Identity.getConfig()).toMatchObject({
      signinRecaptcha: false,
      signupRecaptcha: false,
      magicLinkRecaptcha: false,
      resetPasswordRecaptcha: false,
      pwMinLength: 8,
    });
  });

  it("130001 without a token when a flow's flag is on (the SDK's own check)", async () => {
    fake.identity.requireCaptcha("signin");
    await expectArcError(() => Identity.login(ANA, FIXTURE_PASSWORD), "130001", "Captcha token invalid");
  });

  it("130001 from the server for a wrong token; the solved token passes", async () => {
    fake.identity.requireCaptcha("signin");
    fake.identity.requireCaptcha("magicLink");
    fake.identity.requireCaptcha("resetPassword");
    await expectArcError(
      () => Identity.login(ANA, FIXTURE_PASSWORD, { recaptchaToken: "wrong" }),
      "130001",
      "Captcha token invalid",
    );
    await expectArcError(() => Identity.requestOTALink(ANA, "wrong"), "130001", "Captcha token invalid");
    await expectArcError(() => Identity.requestResetPassword(ANA, "wrong"), "130001", "Captcha token invalid");
    expect(await Identity.login(ANA, FIXTURE_PASSWORD, { recaptchaToken: FAKE_RECAPTCHA_TOKEN })).toHaveProperty(
      "uuid",
    );
  });

  it("010122 from sign-up for a wrong token", async () => {
    fake.identity.requireCaptcha("signup");
    await expectArcError(
      () => Identity.signUp({ userName: "new@example.test", credentials: "Brand-new1" }, {}, undefined, false, "wrong"),
      "010122",
      "Captcha token required or invalid",
    );
  });
});

describe("sign-up and unlinking", () => {
  it("300039 when the identity already exists", async () => {
    await expectArcError(
      () => Identity.signUp({ userName: ANA, credentials: "Another-pass1" }, { firstName: "Ana" }),
      "300039",
      "Identity already exists",
    );
  });

  it("signs a new reader up and in, with the profile and identities", async () => {
    const answer = await Identity.signUp(
      { userName: "dora.new@example.test", credentials: "Brand-new1" },
      { firstName: "Dora", lastName: "Nueva" },
    );
    expect(answer).toMatchObject({ identities: [expect.objectContaining({ type: "Password" })] });
    expect(await Identity.isLoggedIn()).toBe(true);
    expect(await Identity.getUserProfile()).toMatchObject({ email: "dora.new@example.test", firstName: "Dora" });
  });

  it("refuses a password that breaks the configured rules", async () => {
    await expectArcError(
      () => Identity.signUp({ userName: "weak@example.test", credentials: "short" }, {}),
      "password_rules",
      "The password needs at least 8 characters, at least 1 uppercase letters, at least 1 numbers",
    );
  });

  it("300044 when the provider forbids unlinking, or it is the last identity", async () => {
    await Identity.login(CHLOE, FIXTURE_PASSWORD);
    fake.identity.forbidUnlink("Facebook");
    await expectArcError(() => Identity.unlinkSocialIdentity("facebook"), "300044", "This identity cannot be unlinked");
    fake.identity.forbidUnlink("Facebook", false);
    const profile = await Identity.unlinkSocialIdentity("facebook");
    expect(profile.identities).toEqual([expect.objectContaining({ type: "Password" })]);

    resetIdentity(Identity);
    await Identity.signInWithGoogle({ credential: socialCredential("google", "bruno.social@example.test") });
    await expectArcError(() => Identity.unlinkSocialIdentity("google"), "300044", "This identity cannot be unlinked");
  });
});
