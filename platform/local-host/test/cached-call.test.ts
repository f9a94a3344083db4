import { memoryCachedCall } from "../src/host/source-resolver";

describe("memoryCachedCall (Fusion's cachedCall, shared across a server's requests)", () => {
  it("makes a call once per key while its ttl lasts, then again", async () => {
    let clock = 0;
    const cachedCall = memoryCachedCall(() => clock);
    let calls = 0;
    const sign = () => cachedCall("sign:A", async () => ++calls, { ttl: 60 });
    expect(await sign()).toBe(1);
    clock = 59_000;
    expect(await sign()).toBe(1);
    clock = 60_001;
    expect(await sign()).toBe(2);
    expect(await cachedCall("sign:B", async () => "other")).toBe("other");
  });

  it("keeps no failure: the next call tries again", async () => {
    const cachedCall = memoryCachedCall(() => 0);
    await expect(cachedCall("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedCall("k", async () => "up")).toBe("up");
  });
});
