import { FIXTURE_PASSWORD } from "../../src/identity";
import { setupFakeArc } from "../../src/node";
import { CART_COOKIE } from "../../src/sales/sales-request";

// No payment provider: everything up to the payment step works, initialize answers 503.
const fake = setupFakeArc();
const V1 = `${fake.origin}/sales/public/v1`;
const ANA = "ana.reader@example.test";
const ADDRESS = { line1: "1 Press Row", locality: "Albany", region: "NY", postal: "12207", country: "US" };

async function call(
  method: string,
  url: string,
  options: { body?: unknown; authorization?: string; cookie?: string } = {},
): Promise<{ status: number; body: unknown; setCookie: string }> {
  const response = await fetch(url, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.authorization === undefined ? {} : { Authorization: options.authorization }),
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    body: await response.json(),
    setCookie: response.headers.getSetCookie().join("\n"),
  };
}

async function token(): Promise<string> {
  const { body } = await call("POST", `${fake.origin}/identity/public/v1/auth/login`, {
    body: { userName: ANA, credentials: FIXTURE_PASSWORD, grantType: "password" },
  });
  return String((body as { accessToken: string }).accessToken);
}

describe("the Sales contract over HTTP", () => {
  it("takes the reader's token raw (cart, checkout) or as Bearer (subscriptions), the same reader either way", async () => {
    const jwt = await token();
    await call("POST", `${V1}/cart/item`, {
      authorization: jwt,
      body: { items: [{ sku: "bs-digital", priceCode: "DIGITAL-MONTHLY", quantity: 1 }] },
    });
    const bearer = await call("GET", `${V1}/cart`, { authorization: `Bearer ${jwt}` });
    expect(bearer).toMatchObject({ status: 200, body: { items: [expect.objectContaining({ sku: "bs-digital" })] } });
    expect(bearer.setCookie).toBe("");
    expect((await call("GET", `${V1}/subscription/all`, { authorization: `Bearer ${jwt}` })).body).toEqual([]);
    expect((await call("GET", `${V1}/subscription/all`, { authorization: jwt })).status).toBe(200);
  });

  it("treats `Bearer undefined` and no header as anonymous, keyed by the cart cookie it sets", async () => {
    const first = await call("DELETE", `${V1}/cart/clear`, { authorization: "Bearer undefined" });
    expect(first.status).toBe(200);
    const cookie = new RegExp(`${CART_COOKIE}=([^;]+)`).exec(first.setCookie)?.[1];
    expect(cookie).toEqual(expect.any(String));
    await call("POST", `${V1}/cart/item`, {
      cookie: `${CART_COOKIE}=${cookie ?? ""}`,
      body: { items: [{ sku: "bs-digital", priceCode: "DIGITAL-ANNUAL" }] },
    });
    const again = await call("GET", `${V1}/cart`, { cookie: `${CART_COOKIE}=${cookie ?? ""}` });
    expect(again.body).toMatchObject({
      items: [expect.objectContaining({ priceCode: "DIGITAL-ANNUAL", quantity: 1 })],
    });
    expect(again.setCookie).toBe("");
    // Another browser (another cookie) has another cart.
    expect((await call("GET", `${V1}/cart`, { cookie: `${CART_COOKIE}=someone-else` })).body).toMatchObject({
      items: [],
    });
  });

  it("refuses a token that is no live session's with 401, never falling back to anonymous", async () => {
    const jwt = await token();
    fake.identity.expireSessions("access");
    expect(await call("GET", `${V1}/cart`, { authorization: jwt })).toMatchObject({
      status: 401,
      body: { httpStatus: 401, code: "access_token_expired" },
    });
    expect(await call("GET", `${V1}/subscription/all`, { authorization: "Bearer not-a-token" })).toEqual({
      status: 401,
      body: { httpStatus: 401, code: "unauthorized", message: "Missing or invalid jwt" },
      setCookie: "",
    });
    expect((await call("GET", `${V1}/order/history`)).status).toBe(401);
  });

  it("answers every error with a non-2xx status and { httpStatus, code, message }", async () => {
    const jwt = await token();
    expect(await call("POST", `${V1}/cart/item`, { authorization: jwt, body: { items: [] } })).toMatchObject({
      status: 400,
      body: { httpStatus: 400, code: "bad_parameter", message: 'Parameter "items" must be a list of items' },
    });
    expect(await call("GET", `${V1}/order/history?pageSize=0`, { authorization: `Bearer ${jwt}` })).toMatchObject({
      status: 400,
      body: { code: "bad_parameter" },
    });
    expect(await call("GET", `${V1}/order/history?status=Lost`, { authorization: `Bearer ${jwt}` })).toMatchObject({
      status: 400,
    });
    expect(await call("GET", `${V1}/no-such-call`)).toMatchObject({ status: 404, body: { code: "not_found" } });
  });

  it("answers config with the captcha flag off until a control turns it on", async () => {
    expect((await call("GET", `${V1}/config`)).body).toMatchObject({ checkoutRecaptchaEnabled: false });
    fake.sales.requireCaptcha();
    expect((await call("GET", `${V1}/config`)).body).toMatchObject({ checkoutRecaptchaEnabled: true });
  });

  it("asks the fake card provider for the intent by default, with the order's total in minor units", async () => {
    const jwt = await token();
    await call("POST", `${V1}/cart/item`, {
      authorization: jwt,
      body: { items: [{ sku: "bs-digital", priceCode: "DIGITAL-MONTHLY" }] },
    });
    const order = await call("POST", `${V1}/checkout/order`, { authorization: jwt, body: { billingAddress: ADDRESS } });
    const { orderNumber, total } = order.body as { orderNumber: string; total: number };
    const answer = await call("GET", `${V1}/checkout/order/${orderNumber}/payment/1`, { authorization: jwt });
    const { parameter1, parameter2 } = answer.body as { parameter1: string; parameter2: string };
    expect(parameter2).toBe(fake.payments.publishableKey);
    const intent = fake.payments.cardIntent(parameter1.split("_secret_")[0] ?? "");
    expect(intent).toMatchObject({ orderNumber, clientSecret: parameter1, amount: Math.round(total * 100) });
  });

  it("fails a call with a control's code and message", async () => {
    fake.sales.fail("v1/cart", 500, "999999", "Sales is down", true);
    expect(await call("GET", `${V1}/cart`)).toMatchObject({
      status: 500,
      body: { code: "999999", message: "Sales is down" },
    });
    expect((await call("GET", `${V1}/cart`)).status).toBe(200);
    fake.sales.failRetail("v1/offer/live/default", 502, "retail_down", "Retail is down");
    expect((await call("GET", `${fake.origin}/retail/public/v1/offer/live/default`)).body).toMatchObject({
      code: "retail_down",
    });
  });
});

describe("controls over HTTP", () => {
  it("steers Sales with POST /__fake-arc/sales and reads orders with their finalize counts", async () => {
    const control = (body: unknown) => call("POST", `${fake.origin}/__fake-arc/sales`, { body });
    expect((await control({ action: "requireCaptcha" })).status).toBe(200);
    expect((await call("GET", `${V1}/config`)).body).toMatchObject({ checkoutRecaptchaEnabled: true });
    const granted = await control({ action: "grantSubscription", email: ANA, priceCode: "DIGITAL-MONTHLY" });
    expect(granted.body).toEqual({ subscriptionID: 5001 });
    await control({ action: "setCountry", country: "GB" });
    expect((await call("GET", `${V1}/entitlements`)).body).toEqual({ skus: [], edgescape: { country_code: "GB" } });
    const jwt = await token();
    await call("PUT", `${V1}/checkout/order/ORD1001/payment/1`, { authorization: jwt, body: { token: "x" } });
    expect((await call("GET", `${fake.origin}/__fake-arc/sales/orders`)).body).toEqual({
      orders: [{ orderNumber: "ORD1001", status: "Paid", total: 9.99, currency: "USD", finalizeCount: 1 }],
    });
    await control({ action: "terminate", subscriptionID: 5001 });
    expect(fake.sales.subscriptions(ANA)[0]).toMatchObject({ status: 2 });
    expect((await control({ action: "explode" })).status).toBe(400);
    await call("POST", `${fake.origin}/__fake-arc/reset`);
    expect((await call("GET", `${V1}/config`)).body).toMatchObject({ checkoutRecaptchaEnabled: false });
    expect(fake.sales.orders()).toEqual([]);
  });
});
