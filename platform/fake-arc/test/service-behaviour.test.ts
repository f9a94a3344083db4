import { decodeJwt, FAKE_RECAPTCHA_TOKEN, fakeRecaptchaToken, FIXTURE_PASSWORD } from "../src/identity";
import { LOCKOUT_AFTER_FAILURES, LOCKOUT_MS } from "../src/identity/identity-store";
import { setupFakeArc } from "../src/node";
import { MAX_BODY_BYTES } from "../src/request-guard";
import { MAX_CART_QUANTITY } from "../src/sales/cart-handlers";
import { CART_COOKIE } from "../src/sales/sales-request";

// Issue 24, items 5-7: the fake behaves like the service it stands for, not only for well-behaved callers.
const fake = setupFakeArc();
const V1 = `${fake.origin}/identity/public/v1`;
const SALES = `${fake.origin}/sales/public/v1`;
const ANA = "ana.reader@example.test";
const CHLOE = "chloe.both@example.test";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  method: string,
  url: string,
  options: { body?: unknown; raw?: string; contentType?: string | null; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  if (contentType !== null) headers["content-type"] = contentType;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return {
    status: response.status,
    body: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>),
    headers: response.headers,
  };
}

const login = (userName: string, credentials: string, recaptchaToken?: string) =>
  call("POST", `${V1}/auth/login`, {
    body: { userName, credentials, grantType: "password", ...(recaptchaToken ? { recaptchaToken } : {}) },
  });

describe("codes and tokens are unguessable", () => {
  it("mails reset codes that are random v4 uuids, no two alike and none from the clock", async () => {
    for (let index = 0; index < 5; index++) await call("POST", `${V1}/password/reset`, { body: { userName: ANA } });
    const codes = fake.identity.store.outbox().map((sent) => sent.nonce);
    expect(codes).toHaveLength(5);
    for (const code of codes) expect(code).toMatch(UUID_V4);
    expect(new Set(codes).size).toBe(5);
    // Clock-and-counter codes share their leading digits; random ones almost never share eight.
    expect(new Set(codes.map((code) => code.slice(0, 8))).size).toBe(5);
  });

  it("makes magic-link and OIDC codes the same way", async () => {
    await call("POST", `${V1}/auth/magiclink`, { body: { email: ANA } });
    expect(fake.identity.lastCode("magic-link", ANA)).toMatch(UUID_V4);
    expect(fake.identity.oidcCode("fake-oidc-client", ANA)).toMatch(UUID_V4);
  });

  it("gives tokens 128 random bits of jti", async () => {
    const first = await login(ANA, FIXTURE_PASSWORD);
    const second = await login(ANA, FIXTURE_PASSWORD);
    const jtis = [first, second].flatMap(({ body }) =>
      [body.accessToken, body.refreshToken].map((token) => decodeJwt(String(token))?.jti),
    );
    for (const jti of jtis) expect(jti).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(jtis).size).toBe(4);
  });

  it("keys an anonymous cart by a random 128-bit cookie", async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => {
        const { headers } = await call("GET", `${SALES}/cart`);
        return new RegExp(`${CART_COOKIE}=([^;]*)`).exec(headers.get("set-cookie") ?? "")?.[1];
      }),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe("captcha tokens count once", () => {
  it("refuses FAKE_RECAPTCHA_TOKEN the second time, as siteverify refuses a duplicate, until a reset", async () => {
    fake.identity.requireCaptcha("signin");
    expect((await login(ANA, FIXTURE_PASSWORD, FAKE_RECAPTCHA_TOKEN)).status).toBe(200);
    expect((await login(ANA, FIXTURE_PASSWORD, FAKE_RECAPTCHA_TOKEN)).body).toMatchObject({
      httpStatus: 400,
      code: "130001",
    });
    fake.reset();
    fake.identity.requireCaptcha("signin");
    expect((await login(ANA, FIXTURE_PASSWORD, FAKE_RECAPTCHA_TOKEN)).status).toBe(200);
  });

  it("makes fresh tokens with fakeRecaptchaToken(), each good once", async () => {
    fake.identity.requireCaptcha("signin");
    const token = fakeRecaptchaToken();
    expect(token).not.toBe(fakeRecaptchaToken());
    expect((await login(ANA, FIXTURE_PASSWORD, token)).status).toBe(200);
    expect((await login(ANA, FIXTURE_PASSWORD, token)).body).toMatchObject({ code: "130001" });
    expect((await login(ANA, FIXTURE_PASSWORD, fakeRecaptchaToken())).status).toBe(200);
  });

  it("spends a token for every service: one verified at sign-in is refused at checkout", async () => {
    fake.identity.requireCaptcha("signin");
    fake.sales.requireCaptcha();
    const token = fakeRecaptchaToken();
    expect((await login(ANA, FIXTURE_PASSWORD, token)).status).toBe(200);
    const order = await call("POST", `${SALES}/checkout/order`, {
      body: { "recaptcha-token": token, email: ANA },
    });
    expect(order.body).toMatchObject({ httpStatus: 400, code: "130001" });
  });
});

describe("a lockout after repeated failed sign-ins", () => {
  const fail = async (times: number) => {
    for (let index = 0; index < times; index++) {
      expect((await login(ANA, "wrong-password")).body).toMatchObject({ code: "300040" });
    }
  };

  it(`locks the account after ${LOCKOUT_AFTER_FAILURES} wrong passwords in a row, refusing even the right one`, async () => {
    await fail(LOCKOUT_AFTER_FAILURES);
    const locked = await login(ANA, FIXTURE_PASSWORD);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ httpStatus: 403, code: "account_locked" });
    // Another reader is not locked with it.
    expect((await login(CHLOE, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it("counts failures in a row: a right password in between starts again", async () => {
    await fail(LOCKOUT_AFTER_FAILURES - 1);
    expect((await login(ANA, FIXTURE_PASSWORD)).status).toBe(200);
    await fail(LOCKOUT_AFTER_FAILURES - 1);
    expect((await login(ANA, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it("lifts the lock with a password reset", async () => {
    await fail(LOCKOUT_AFTER_FAILURES);
    await call("POST", `${V1}/password/reset`, { body: { userName: ANA } });
    const code = fake.identity.lastCode("reset-password", ANA) ?? "";
    expect((await call("PUT", `${V1}/password/reset/${code}`, { body: { newPassword: "Fresh-start9" } })).status).toBe(
      200,
    );
    expect((await login(ANA, "Fresh-start9")).status).toBe(200);
  });

  it(`lifts the lock on its own after ${LOCKOUT_MS / 60000} minutes`, () => {
    const { store } = fake.identity;
    const uuid = store.readerByEmail(ANA)?.uuid ?? "";
    const start = 1_800_000_000_000;
    for (let index = 0; index < LOCKOUT_AFTER_FAILURES; index++) store.recordFailedLogin(uuid, start);
    expect(store.lockedUntil(uuid, start + LOCKOUT_MS - 1)).toBe(start + LOCKOUT_MS);
    expect(store.lockedUntil(uuid, start + LOCKOUT_MS)).toBeUndefined();
    // After the lock, one more mistake does not lock again at once.
    store.recordFailedLogin(uuid, start + LOCKOUT_MS);
    expect(store.lockedUntil(uuid, start + LOCKOUT_MS)).toBeUndefined();
  });
});

describe("cart quantities", () => {
  const add = (items: unknown[], cookie = `${CART_COOKIE}=quantities`) =>
    call("POST", `${SALES}/cart/item`, { body: { items }, cookie });
  const item = (quantity: unknown) => ({ sku: "bs-digital", priceCode: "DIGITAL-MONTHLY", quantity });

  it.each([1e308, -1, 0, 1.5, "2", MAX_CART_QUANTITY + 1, Number.MAX_SAFE_INTEGER])(
    "refuses a quantity of %p with Arc's 400",
    async (quantity) => {
      const answer = await add([item(quantity)]);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ httpStatus: 400, code: "bad_parameter" });
      expect(String(answer.body.message)).toContain("items[0].quantity");
    },
  );

  it(`takes a whole number from 1 to ${MAX_CART_QUANTITY}`, async () => {
    expect((await add([item(MAX_CART_QUANTITY)])).body).toMatchObject({ items: [{ quantity: MAX_CART_QUANTITY }] });
    expect((await add([item(1)])).body).toMatchObject({ items: [{ quantity: 1 }] });
  });

  it("keeps one line per SKU: listed twice in one call, or added again", async () => {
    const twice = await add([item(2), item(3)]);
    expect(twice.body.items).toEqual([expect.objectContaining({ sku: "bs-digital", quantity: 3 })]);
    const again = await add([item(5)]);
    expect(again.body.items).toEqual([expect.objectContaining({ sku: "bs-digital", quantity: 5 })]);
  });
});

describe("request bodies", () => {
  it(`refuses a body over ${MAX_BODY_BYTES} bytes with 413`, async () => {
    const padded = JSON.stringify({ userName: ANA, credentials: FIXTURE_PASSWORD, pad: "x".repeat(MAX_BODY_BYTES) });
    const answer = await call("POST", `${V1}/auth/login`, { raw: padded });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ httpStatus: 413, code: "payload_too_large" });
  });

  it("takes a body just under the cap", async () => {
    const body = JSON.stringify({ userName: ANA, credentials: FIXTURE_PASSWORD, grantType: "password" });
    const answer = await call("POST", `${V1}/auth/login`, { raw: body.padEnd(MAX_BODY_BYTES, " ") });
    expect(answer.status).toBe(200);
  });

  it.each([
    ["text/plain", "text/plain"],
    ["a form", "application/x-www-form-urlencoded"],
    ["no type", null],
  ])("refuses a JSON call sent as %s with 415 (a CORS-simple request: login CSRF)", async (_, contentType) => {
    const answer = await call("POST", `${V1}/auth/login`, {
      body: { userName: ANA, credentials: FIXTURE_PASSWORD, grantType: "password" },
      contentType,
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ httpStatus: 415, code: "unsupported_media_type" });
  });

  it("takes JSON with a charset, and a bodiless call with no type", async () => {
    const login = await call("POST", `${V1}/auth/login`, {
      body: { userName: ANA, credentials: FIXTURE_PASSWORD, grantType: "password" },
      contentType: "application/json; charset=UTF-8",
    });
    expect(login.status).toBe(200);
    const cleared = await call("DELETE", `${SALES}/cart/clear`, { contentType: null });
    expect(cleared.status).toBe(200);
  });
});

describe("methods", () => {
  it.each(["PROPFIND", "FOO"])("answers %s on the fake's paths with 405 and Allow", async (method) => {
    const answer = await call(method, `${V1}/config`, { contentType: null });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(answer.body).toMatchObject({ httpStatus: 405, code: "method_not_allowed" });
  });
});
