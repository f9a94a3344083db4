import { ArcConfigError } from "./api-origin";
import { configureIdentity, resetArcClient } from "./configure";
import { toArcError } from "./errors";
import {
  browserStorage,
  configProblemOf,
  reportConfigProblem,
  resetConfigProblemReports,
} from "./identity-blocks-support";

afterEach(() => {
  resetArcClient();
  resetConfigProblemReports();
  jest.restoreAllMocks();
});

describe("configProblemOf", () => {
  it("names the property configureIdentity refused", async () => {
    const thrown: unknown = await configureIdentity("le-quotidien", {}).catch((error: unknown) => error);
    expect(configProblemOf(thrown)).toBe("api.identity.origin");
    expect(configProblemOf(toArcError(thrown))).toBe("api.identity.origin");
  });

  it("reads it from a store state the failure signed out", () => {
    const error = toArcError(new ArcConfigError("not set", "api.identity.origin", "le-quotidien"));
    expect(configProblemOf({ status: "signed-out", error })).toBe("api.identity.origin");
  });

  it("is null for every other failure and state", () => {
    expect(configProblemOf(toArcError({ code: "300040", message: "Invalid credentials" }))).toBeNull();
    expect(configProblemOf(new Error("network"))).toBeNull();
    expect(configProblemOf({ status: "signed-out" })).toBeNull();
    expect(configProblemOf({ status: "unknown" })).toBeNull();
    expect(configProblemOf({ status: "signed-in", uuid: "u", profile: null })).toBeNull();
    expect(configProblemOf(undefined)).toBeNull();
  });
});

describe("reportConfigProblem", () => {
  it("names the site and property once per page", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    reportConfigProblem("le-quotidien", "api.identity.origin");
    reportConfigProblem("le-quotidien", "api.identity.origin");
    reportConfigProblem("the-daily", "api.identity.origin");
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toMatch(/site le-quotidien: the site property api\.identity\.origin is missing/);
  });
});

describe("browserStorage", () => {
  it("gives the browser's storage, and null where it is blocked", () => {
    expect(browserStorage("session")).toBe(window.sessionStorage);
    expect(browserStorage("local")).toBe(window.localStorage);
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(browserStorage("local")).toBeNull();
  });
});
