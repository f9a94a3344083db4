/** @jest-environment node */
import fc from "fast-check";
import { parseRequestTarget } from "../src/server/request-path";

function pathOf(target: string | undefined): string {
  const parsed = parseRequestTarget(target);
  if (!parsed.ok) throw new Error(`expected ${target} to parse, got: ${parsed.problem}`);
  return parsed.path;
}

function problemOf(target: string): string {
  const parsed = parseRequestTarget(target);
  if (parsed.ok) throw new Error(`expected ${target} to be refused, got ${parsed.path}`);
  return parsed.problem;
}

describe("parseRequestTarget", () => {
  it("decodes the path and keeps its trailing slash", () => {
    expect(pathOf("/")).toBe("/");
    expect(pathOf(undefined)).toBe("/");
    expect(pathOf("/static/")).toBe("/static/");
    expect(pathOf("/static")).toBe("/static");
    expect(pathOf("/caf%C3%A9/")).toBe("/café/");
    expect(pathOf("/%3Cscript%3E")).toBe("/<script>");
    expect(pathOf("/.well-known/x")).toBe("/.well-known/x");
    expect(pathOf("/...")).toBe("/...");
  });

  it("folds repeated slashes into one", () => {
    expect(pathOf("//static//x//")).toBe("/static/x/");
    expect(pathOf("//")).toBe("/");
  });

  it("splits off the query as sent and parses its parameters leniently", () => {
    const parsed = parseRequestTarget("/a/?x=1&bad=%zz&q=%7B%7D#top");
    expect(parsed).toMatchObject({ ok: true, path: "/a/", search: "?x=1&bad=%zz&q=%7B%7D" });
    if (!parsed.ok) return;
    expect(parsed.params.get("x")).toBe("1");
    expect(parsed.params.get("bad")).toBe("%zz");
    expect(parsed.params.get("q")).toBe("{}");
    expect(parseRequestTarget("/a?")).toMatchObject({ ok: true, search: "" });
  });

  it("reads the absolute form a proxy sends", () => {
    expect(parseRequestTarget("http://preview.local/static/?q=1")).toMatchObject({
      ok: true,
      path: "/static/",
      search: "?q=1",
    });
    expect(pathOf("https://preview.local")).toBe("/");
  });

  it.each(["/%ff", "/%E0%A4%A", "/%", "/%zz", "/a%2", "/%C0%AF", "/%ED%A0%80"])(
    "refuses malformed or non-UTF-8 percent-encoding: %s",
    (target) => {
      expect(problemOf(target)).toMatch(/percent-encoding/);
    },
  );

  it.each(["/%00", "/a\u0000b", "/a%0Ab", "/%7F", "/a%09"])("refuses a control character: %j", (target) => {
    expect(problemOf(target)).toMatch(/control character/);
  });

  it.each(["/a%2fb", "/assets/..%2F..%2Fpackage.json", "/a%5Cb", "/assets/..\\..\\package.json", "/a\\b"])(
    "refuses a slash inside a segment and any backslash: %s",
    (target) => {
      expect(problemOf(target)).toMatch(/slash or backslash/);
    },
  );

  it.each(["/..", "/a/../b", "/assets/%2e%2e/x", "/.%2E/", "/./", "/a/."])("refuses dot segments: %s", (target) => {
    expect(problemOf(target)).toMatch(/"\." or "\.\." segment/);
  });

  it.each(["*", "static/", "example.com/static"])("refuses a target that is not a path: %s", (target) => {
    expect(problemOf(target)).toBe("the request target is not a path");
  });

  it("never throws, and every path it accepts is canonical: re-encoded, it parses to itself", () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), fc.string({ maxLength: 20 }), (body, query) => {
        runs += 1;
        const parsed = parseRequestTarget(`/${body}?${query}`);
        if (!parsed.ok) return;
        expect(parsed.path.startsWith("/")).toBe(true);
        expect(parsed.path).not.toMatch(/\/\/|\\/);
        const segments = parsed.path.split("/").filter(Boolean);
        expect(segments).not.toContain("..");
        const reencoded = `/${segments.map(encodeURIComponent).join("/")}${segments.length && parsed.path.endsWith("/") ? "/" : ""}`;
        expect(pathOf(reencoded)).toBe(parsed.path);
      }),
      { numRuns: 1000 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
  });
});
