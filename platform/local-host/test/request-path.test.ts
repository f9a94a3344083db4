/** @jest-environment node */
import fc from "fast-check";
import { parseRequestTarget, segmentText } from "../src/server/request-path";

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

  it.each([
    ["/search/24%2F7", "/search/24%2F7", "24/7"],
    ["/search/AC%2fDC/", "/search/AC%2FDC/", "AC/DC"],
    ["/search/%2F", "/search/%2F", "/"],
    ["/search/100%25%2F", "/search/100%%2F", "100%/"],
    [
      "/resizer/v2/https%3A%2F%2Fphotos.example.com%2F2026%2Fharbour.jpg?width=160",
      "/resizer/v2/https:%2F%2Fphotos.example.com%2F2026%2Fharbour.jpg",
      "https://photos.example.com/2026/harbour.jpg",
    ],
  ])("keeps an encoded slash inside its segment: %s", (target, path, text) => {
    expect(pathOf(target)).toBe(path);
    expect(segmentText(path.split("/").filter(Boolean).at(-1) ?? "")).toBe(text);
  });

  it.each(["/a%5Cb", "/assets/..\\..\\package.json", "/a\\b", "/search/%5C", "/resizer/v2/https:%5C%5Cx.com%5Ca.jpg"])(
    "refuses any backslash: %s",
    (target) => {
      expect(problemOf(target)).toMatch(/backslash/);
    },
  );

  it.each([
    "/..",
    "/a/../b",
    "/assets/%2e%2e/x",
    "/.%2E/",
    "/./",
    "/a/.",
    "/assets/%2e%2e%2fpackage.json",
    "/assets/..%2F..%2Fpackage.json",
    "/assets/x%2F..%2F..%2Fpackage.json",
    "/search/a%2F.",
    "/search/%2F..",
    "/resizer/v2/https%3A%2F%2Fx.com%2F..%2Fa.jpg",
  ])("refuses dot segments, encoded slashes and all: %s", (target) => {
    expect(problemOf(target)).toMatch(/"\." or "\.\." segment/);
  });

  it.each([
    "/assets/%252F..%252Fpackage.json",
    "/assets/%252e%252e/x",
    "/search/%252F",
    "/a%255Cb",
    "/a%25252F..",
    "/search/100%2525",
    "/resizer/v2/https%3A%2F%2Fx.com%252F..%252Fa.jpg",
  ])("refuses a double-encoded slash, backslash or dot: %s", (target) => {
    expect(problemOf(target)).toMatch(/double-encoded/);
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
        expect(segments.map(segmentText)).not.toContainEqual(expect.stringMatching(/(^|\/)\.\.?(\/|$)|%2f/i));
        const reencoded = `/${segments.map((segment) => encodeURIComponent(segmentText(segment))).join("/")}${segments.length && parsed.path.endsWith("/") ? "/" : ""}`;
        expect(pathOf(reencoded)).toBe(parsed.path);
      }),
      { numRuns: 1000 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
  });
});
