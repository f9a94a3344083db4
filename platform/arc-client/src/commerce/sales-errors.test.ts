import { GUARDED_SALES_OPERATIONS, concurrentOperation } from "./sales-errors";

const guard = (key: string) => `[Arc Sales SDK] ${key} cannot be called until the previous to ${key} completes`;

describe("concurrentOperation", () => {
  it.each(GUARDED_SALES_OPERATIONS)("names %s from the guard's string", (key) => {
    expect(concurrentOperation(guard(key))).toBe(key);
  });

  it("is null for API errors, the SDK's own errors and anything else", () => {
    expect(concurrentOperation({ code: "130001", message: "Captcha token invalid" })).toBeNull();
    expect(concurrentOperation(new Error("[Arc Sales SDK] Missing or invalid jwt"))).toBeNull();
    expect(concurrentOperation("Bad gateway")).toBeNull();
    expect(concurrentOperation(undefined)).toBeNull();
  });
});
