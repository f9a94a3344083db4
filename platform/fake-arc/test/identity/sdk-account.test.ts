import { setupFakeArc } from "../../src/node";
import { FAKE_ARC_ORIGIN } from "../../src/origin";
import { FIXTURE_PASSWORD } from "../../src/identity";
import { codeOf, loadIdentity, rejection, resetIdentity } from "./sdk";

const fake = setupFakeArc();
const Identity = loadIdentity();
const ANA = "ana.reader@example.test";

beforeEach(() => resetIdentity(Identity));

describe("password", () => {
  it("resets a forgotten password with the emailed nonce, once", async () => {
    expect(await Identity.requestResetPassword(ANA)).toBe(true);
    const nonce = fake.identity.lastCode("reset-password", ANA) ?? "";
    expect(nonce).not.toBe("");
    expect(await Identity.resetPassword(nonce, "Fresh-start9")).toBe(true);
    expect(codeOf(await rejection(() => Identity.login(ANA, FIXTURE_PASSWORD))).code).toBe("300040");
    expect(await Identity.login(ANA, "Fresh-start9")).toHaveProperty("uuid");
    expect(codeOf(await rejection(() => Identity.resetPassword(nonce, "Again-and9")))).toEqual({
      code: "nonce_invalid",
      message: "This link is invalid or has already been used",
    });
  });

  it("refuses a reset link the test expired (expireCodes), and sends a new one on request", async () => {
    await Identity.requestResetPassword(ANA);
    const old = fake.identity.lastCode("reset-password", ANA) ?? "";
    fake.identity.expireCodes("reset-password", ANA);
    expect(codeOf(await rejection(() => Identity.resetPassword(old, "Fresh-start9"))).code).toBe("nonce_invalid");
    await Identity.requestResetPassword(ANA);
    expect(await Identity.resetPassword(fake.identity.lastCode("reset-password", ANA) ?? "", "Fresh-start9")).toBe(
      true,
    );
  });

  it("answers a reset request for an unknown address the same, sending nothing", async () => {
    expect(await Identity.requestResetPassword("nobody@example.test")).toBe(true);
    expect(fake.identity.lastCode("reset-password", "nobody@example.test")).toBeUndefined();
  });

  it("changes the password with the current one, refusing a wrong current one", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    expect(codeOf(await rejection(() => Identity.updatePassword("Not-it-1", "Changed-pw2"))).code).toBe("300040");
    expect(await Identity.updatePassword(FIXTURE_PASSWORD, "Changed-pw2")).toBe(true);
    Identity.clearSession();
    expect(await Identity.login(ANA, "Changed-pw2")).toHaveProperty("uuid");
  });
});

describe("magic link", () => {
  it("signs a reader in with the emailed one-time link, which works once", async () => {
    expect(await Identity.requestOTALink(ANA)).toBe(true);
    const nonce = fake.identity.lastCode("magic-link", ANA) ?? "";
    const answer = await Identity.redeemOTALink(nonce);
    expect(answer.uuid).toBe("0b7d6c1e-5a43-4e1f-9a55-2f1d8c3e7a01");
    expect(await Identity.isLoggedIn()).toBe(true);
    Identity.clearSession();
    expect(codeOf(await rejection(() => Identity.redeemOTALink(nonce))).code).toBe("nonce_invalid");
  });

  it("signs a new address up", async () => {
    await Identity.requestOTALink("eve.new@example.test");
    await Identity.redeemOTALink(fake.identity.lastCode("magic-link", "eve.new@example.test") ?? "");
    expect(await Identity.getUserProfile()).toMatchObject({ email: "eve.new@example.test", emailVerified: true });
  });
});

describe("profile and account", () => {
  it("updates the profile, and refuses another reader's email (300039)", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    const profile = await Identity.updateUserProfile({ firstName: "Anita", secondLastName: "Ruiz" });
    expect(profile).toMatchObject({ firstName: "Anita", secondLastName: "Ruiz", email: ANA });
    expect(codeOf(await rejection(() => Identity.updateUserProfile({ email: "chloe.both@example.test" }))).code).toBe(
      "300039",
    );
  });

  it("reads settings, segments and the GDPR report", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    expect(await Identity.getUserSettings()).toEqual({ disqus: { ssoKey: "disqus-sso-ana" } });
    expect(await Identity.getUserSegments()).toMatchObject({ segment: "subscriber" });
    expect(await Identity.listGdprReports()).toEqual([]);
  });

  it("prepares a GDPR report asked for, then lets the reader download it (the SDK's shapes)", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    fake.identity.setGdprReportDelay(60 * 60 * 1000);
    const asked = await fetch(`${FAKE_ARC_ORIGIN}/identity/public/v1/gdpr`, {
      method: "POST",
      headers: { Authorization: `Bearer ${Identity.userIdentity.accessToken ?? ""}` },
    });
    const status = (await asked.json()) as { id: number };
    expect(status).toEqual({
      id: 1,
      ready: false,
      requestDate: expect.any(Number),
      availableUntil: expect.any(Number),
    });
    expect(await Identity.listGdprReports()).toEqual([status]);
    expect(codeOf(await rejection(() => Identity.getGdprReport("1")))).toMatchObject({
      code: "gdpr_report_not_ready",
    });
    fake.identity.prepareGdprReports(ANA);
    expect(await Identity.listGdprReports()).toEqual([{ ...status, ready: true, availableUntil: expect.any(Number) }]);
    const report = await Identity.getGdprReport("1");
    expect(report).toMatchObject({ email: ANA, asOfDate: expect.any(String) });
    expect(JSON.parse(String(report.data))).toMatchObject({ profile: { email: ANA } });
    expect(codeOf(await rejection(() => Identity.getGdprReport("2")))).toMatchObject({ code: "not_found" });
  });

  it("deletes the account on approval, or keeps it on decline", async () => {
    await Identity.login(ANA, FIXTURE_PASSWORD);
    await Identity.requestDeleteAccount();
    await Identity.declineDeleteAccount(fake.identity.lastCode("anonymize", ANA) ?? "", "MISTAKE");
    expect(fake.identity.store.readerByEmail(ANA)).toBeDefined();
    await Identity.requestDeleteAccount();
    await Identity.approveDeleteAccount(fake.identity.lastCode("anonymize", ANA) ?? "");
    expect(await Identity.isLoggedIn()).toBe(false);
    expect(fake.identity.store.readerByEmail(ANA)).toBeUndefined();
    expect(codeOf(await rejection(() => Identity.login(ANA, FIXTURE_PASSWORD))).code).toBe("300040");
  });
});
