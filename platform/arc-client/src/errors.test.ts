import fc from "fast-check";
import { ARC_ERROR_CODES, ArcError, hasCode, toArcError } from "./errors";

describe("toArcError", () => {
  it("keeps a plain API error object's code, message and HTTP status", () => {
    const thrown = { code: "300039", message: "Identity already exists", httpStatus: 409 };
    const error = toArcError(thrown);
    expect(error).toBeInstanceOf(ArcError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "300039", message: "Identity already exists", httpStatus: 409 });
    expect(error.cause).toBe(thrown);
  });

  it("turns the response handler's numeric codes into strings", () => {
    const thrown = { code: 502, message: "Bad gateway", httpStatus: 502, error: true };
    expect(toArcError(thrown)).toMatchObject({ code: "502", message: "Bad gateway", httpStatus: 502 });
  });

  it("keeps the captcha object's leading zeros", () => {
    expect(toArcError({ code: "010122", message: "Captcha token required" }).code).toBe("010122");
    expect(toArcError({ code: "130001", message: "Captcha token invalid" })).toMatchObject({
      code: "130001",
      message: "Captcha token invalid",
    });
    expect(toArcError({ code: "130001", message: "x" }).httpStatus).toBeUndefined();
  });

  it.each([
    ["[Arc Identity SDK] Refresh token is expired", ARC_ERROR_CODES.refreshExpired],
    ["[Arc Identity SDK] Missing or invalid jwt", ARC_ERROR_CODES.notLoggedIn],
    ["[Arc Sales SDK] Missing or invalid jwt", ARC_ERROR_CODES.notLoggedIn],
    ["[Arc Identity SDK] No refresh token found for this session", ARC_ERROR_CODES.noRefreshToken],
    ["No access token found, user is already logged out", ARC_ERROR_CODES.alreadyLoggedOut],
    ["Error clearing session.", ARC_ERROR_CODES.clearSessionFailed],
  ])("gives the SDK's Error %j the code %s and keeps its message", (message, code) => {
    const thrown = new Error(message);
    const error = toArcError(thrown);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(thrown);
  });

  it("gives other Errors (a TypeError from an opaque token) the UNKNOWN code", () => {
    const error = toArcError(new TypeError("Cannot read properties of undefined (reading 'exp')"));
    expect(error).toMatchObject({ code: "UNKNOWN", message: "Cannot read properties of undefined (reading 'exp')" });
  });

  it("turns the Sales concurrency guard's string into CONCURRENT_CALL naming the operation", () => {
    const text = "[Arc Sales SDK] initializePayment cannot be called until the previous to initializePayment completes";
    const error = toArcError(text);
    expect(error).toMatchObject({ code: "CONCURRENT_CALL", message: text });
    expect(error.message).toContain("initializePayment");
  });

  it("keeps an ArcError as it is", () => {
    const error = new ArcError("X", "y");
    expect(toArcError(error)).toBe(error);
  });

  it.each([[undefined], [null], [42], [""], [{}], [[]], [{ code: {} }]])("turns %j into UNKNOWN", (thrown) => {
    const error = toArcError(thrown);
    expect(error.code).toBe("UNKNOWN");
    expect(error.message).not.toBe("");
    expect(error.cause).toBe(thrown);
  });

  it("never throws, and always gives a non-empty code and message", () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const error = toArcError(thrown);
        return error instanceof ArcError && error.code !== "" && error.message !== "";
      }),
      { numRuns: 1000 },
    );
  });

  it("hasCode checks an error's code whatever its shape", () => {
    expect(hasCode({ code: "100015", message: "disabled" }, "100015")).toBe(true);
    expect(hasCode({ code: 100015, message: "disabled" }, "100013", "100015")).toBe(true);
    expect(hasCode(new Error("boom"), "100015")).toBe(false);
  });
});
