import { ContentSourceError, contentErrorStatus } from "./content-source";

describe("ContentSourceError", () => {
  it("carries the status under Fusion's name and keeps the cause", () => {
    const cause = new Error("socket closed");
    const error = new ContentSourceError("content-api: no story at /nope/ (404)", 404, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ContentSourceError");
    expect(error.statusCode).toBe(404);
    expect(error.cause).toBe(cause);
  });

  it.each([200, 302, 600, 404.5, Number.NaN])("refuses %p, which is no HTTP error status", (status) => {
    expect(() => new ContentSourceError("x", status)).toThrow("is not an HTTP error status");
  });
});

describe("contentErrorStatus", () => {
  it("reads the status off a ContentSourceError or anything of Fusion's shape", () => {
    expect(contentErrorStatus(new ContentSourceError("gone", 410))).toBe(410);
    expect(contentErrorStatus(Object.assign(new Error("missing"), { statusCode: 404 }))).toBe(404);
  });

  it.each([
    ["a plain error", new Error("boom")],
    ["a string", "404"],
    ["null", null],
    ["a status as text", { statusCode: "404" }],
    ["a success status", { statusCode: 200 }],
  ])("finds none in %s", (_, error) => {
    expect(contentErrorStatus(error)).toBeUndefined();
  });
});
