import { fetchEntitlements, NO_ENTITLEMENTS, readEntitlements } from "./entitlements";

const PROPERTIES = { api: { sales: { origin: "https://sales.example" } } };

function answering(body: unknown, status = 200) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });
  return { calls, fetch };
}

describe("entitlements", () => {
  it("reads skus and the edge's country, signed in with the token", async () => {
    const { calls, fetch } = answering({
      skus: ["digital", { sku: "print" }, "", 3],
      edgescape: { country_code: "gb" },
    });
    const result = await fetchEntitlements({ site: "s", properties: PROPERTIES, accessToken: "jwt", fetch });
    expect(result).toEqual({ skus: ["digital", "print"], country: "GB" });
    expect(calls[0]?.url).toBe("https://sales.example/sales/public/v1/entitlements");
    expect(calls[0]?.init?.headers).toEqual({ Accept: "application/json", Authorization: "Bearer jwt" });
  });

  it("asks anonymously with the browser's cookies and no header", async () => {
    const { calls, fetch } = answering({ edgescape: { country_code: "IN" } });
    expect(await fetchEntitlements({ site: "s", properties: PROPERTIES, fetch })).toEqual({ skus: [], country: "IN" });
    expect(calls[0]?.init).toMatchObject({ credentials: "include", headers: { Accept: "application/json" } });
  });

  it("answers 'nothing known' when the call fails or the site has no sales origin", async () => {
    expect(await fetchEntitlements({ site: "s", properties: PROPERTIES, fetch: answering({}, 500).fetch })).toBe(
      NO_ENTITLEMENTS,
    );
    const broken = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await fetchEntitlements({ site: "s", properties: PROPERTIES, fetch: broken })).toBe(NO_ENTITLEMENTS);
    expect(await fetchEntitlements({ site: "s", properties: {}, fetch: broken })).toBe(NO_ENTITLEMENTS);
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it("reads malformed answers without throwing", () => {
    for (const value of [null, "x", [], { skus: "x", edgescape: { country_code: "India" } }]) {
      expect(readEntitlements(value)).toEqual({ skus: [], country: null });
    }
  });
});
