/**
 * @jest-environment-options {"url": "https://www.thedaily.example/news/"}
 */
import fc from "fast-check";
import { COOKIE_MAX_VALUE_LENGTH, DEFAULT_COOKIE_EXPIRY, deleteCookie, setCookie, type CookieOptions } from "./cookies";
import { getCookie } from "./cookie-read";

// jsdom's cookie jar hides attributes once stored, so the written strings are read off the setter.
let written: string[];
let setter: jest.SpyInstance;

beforeEach(() => {
  written = [];
  const original = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  setter = jest.spyOn(Document.prototype, "cookie", "set").mockImplementation(function (this: Document, value) {
    written.push(value);
    original?.set?.call(this, value);
  });
});

afterEach(() => {
  setter.mockRestore();
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  jest.restoreAllMocks();
});

describe("setCookie", () => {
  it("writes the value with the defaults: 2038 expiry, path /, SameSite Lax, Secure on https", () => {
    expect(setCookie("theme", "dark")).toBe(true);
    expect(written).toEqual([`theme=dark; expires=${DEFAULT_COOKIE_EXPIRY}; path=/; SameSite=Lax; Secure`]);
    expect(getCookie("theme")).toBe("dark");
  });

  it("expires on 19 January 2038 by default", () => {
    expect(new Date(DEFAULT_COOKIE_EXPIRY).toISOString()).toBe("2038-01-19T03:14:07.000Z");
  });

  it("takes a lifetime in seconds, as the alert bar's dismissal cookie does", () => {
    setCookie("arcblock_alert-bar", "Storm warning", { maxAge: 172800, path: "/", sameSite: "Lax" });
    expect(written[0]).toBe("arcblock_alert-bar=Storm%20warning; max-age=172800; path=/; SameSite=Lax; Secure");
    expect(getCookie("arcblock_alert-bar")).toBe("Storm warning");
  });

  it("takes an expiry date, path, domain, SameSite and Secure", () => {
    setCookie("a", "1", {
      expires: new Date("2030-05-01T00:00:00Z"),
      path: "/news/",
      domain: "thedaily.example",
      sameSite: "Strict",
      secure: false,
    });
    expect(written[0]).toBe(
      "a=1; expires=Wed, 01 May 2030 00:00:00 GMT; path=/news/; domain=thedaily.example; SameSite=Strict",
    );
  });

  it("sets Secure whenever SameSite is None, which browsers require", () => {
    setCookie("a", "1", { sameSite: "None", secure: false });
    expect(written[0]).toMatch(/; SameSite=None; Secure$/);
  });

  it("floors a fractional lifetime and treats a negative one as already expired", () => {
    setCookie("a", "1", { maxAge: 9.7 });
    setCookie("b", "1", { maxAge: -5 });
    expect(written[0]).toContain("; max-age=9;");
    expect(written[1]).toContain("; max-age=0;");
  });

  it("falls back to the defaults for malformed options", () => {
    const malformed = {
      expires: new Date(Number.NaN),
      maxAge: Number.POSITIVE_INFINITY,
      path: "/; domain=evil.example",
      domain: "a\nb",
      sameSite: "Sometimes",
    } as unknown as CookieOptions;
    setCookie("a", "1", malformed);
    expect(written[0]).toBe(`a=1; expires=${DEFAULT_COOKIE_EXPIRY}; path=/; SameSite=Lax; Secure`);
  });

  it("encodes names and values so separators cannot break the cookie string", () => {
    setCookie("my name", "a=b; c,d é");
    expect(written[0]?.startsWith("my%20name=a%3Db%3B%20c%2Cd%20%C3%A9;")).toBe(true);
    expect(getCookie("my name")).toBe("a=b; c,d é");
  });

  it(`accepts a value of exactly ${COOKIE_MAX_VALUE_LENGTH} characters`, () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(setCookie("big", "x".repeat(COOKIE_MAX_VALUE_LENGTH))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it(`refuses a value over ${COOKIE_MAX_VALUE_LENGTH} characters, with a warning`, () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(setCookie("big", "x".repeat(COOKIE_MAX_VALUE_LENGTH + 1))).toBe(false);
    expect(written).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("4001");
  });

  it("refuses an empty name or a value that is not a string", () => {
    expect(setCookie("", "1")).toBe(false);
    expect(setCookie("  ", "1")).toBe(false);
    expect(setCookie("a", 1 as unknown as string)).toBe(false);
    // A lone surrogate half cannot be percent-encoded.
    expect(setCookie("\uD800", "1")).toBe(false);
    expect(setCookie("a", "\uDC00")).toBe(false);
    expect(written).toEqual([]);
  });

  it("never throws, whatever it is given", () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    fc.assert(
      fc.property(
        fc.anything(),
        fc.oneof(fc.anything(), fc.string({ unit: "binary" })),
        fc.anything(),
        (name, value, options) => {
          const result = setCookie(name as string, value as string, options as CookieOptions);
          expect(typeof result).toBe("boolean");
          expect(() => getCookie(name as string)).not.toThrow();
          expect(() => deleteCookie(name as string, options as CookieOptions)).not.toThrow();
        },
      ),
    );
  });

  it("round-trips any string value", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (value) => {
        expect(setCookie("round", value)).toBe(true);
        expect(getCookie("round")).toBe(value);
      }),
    );
  });
});

describe("getCookie", () => {
  it("is null for a cookie that is not set, or a blank name", () => {
    expect(getCookie("missing")).toBeNull();
    expect(getCookie("")).toBeNull();
  });

  it("finds a cookie among others, not one whose name merely contains it", () => {
    document.cookie = "xtheme=light; path=/";
    document.cookie = "theme=dark; path=/";
    document.cookie = "themes=many; path=/";
    expect(getCookie("theme")).toBe("dark");
  });

  it("gives the raw text of a value another script wrote with a stray %", () => {
    document.cookie = "legacy=100%; path=/";
    expect(getCookie("legacy")).toBe("100%");
  });

  it("reads a cookie written with no = as empty", () => {
    document.cookie = "flag; path=/";
    expect(getCookie("flag")).toBe("");
  });
});

describe("deleteCookie", () => {
  it("expires the cookie at the default path", () => {
    setCookie("gone", "soon");
    deleteCookie("gone");
    expect(written[1]).toBe("gone=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/");
    expect(getCookie("gone")).toBeNull();
  });

  it("uses the path and domain given, which must match the ones the cookie was set with", () => {
    deleteCookie("gone", { path: "/news/", domain: "thedaily.example" });
    expect(written[0]).toBe(
      "gone=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/news/; domain=thedaily.example",
    );
  });

  it("does nothing for a blank name", () => {
    deleteCookie("");
    expect(written).toEqual([]);
  });
});
