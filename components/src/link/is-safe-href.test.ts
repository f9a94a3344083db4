import { isSafeHref, isWebHref } from "./is-safe-href";

describe("isSafeHref", () => {
  it.each([
    "https://example.com/news",
    "http://example.com",
    "HTTPS://EXAMPLE.COM",
    "//cdn.example.com/a.js",
    "/politics/",
    "politics/story",
    "../up",
    "#comments",
    "?page=2",
    "mailto:desk@example.com",
    "tel:+15551234567",
    // Not schemes at all, so browsers read them as relative paths, which cannot run.
    "javascript&colon;alert(1)",
    "java%73cript:alert(1)",
  ])("keeps %j", (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "  javascript:alert(1)",
    "\njavascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "jav\rascript:alert(1)",
    "\u0000javascript:alert(1)",
    "\u0001 javascript:alert(1)",
    "javascript\t:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    " DATA:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
  ])("refuses %j", (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it.each([undefined, null, "", "   ", "\t\n", 42, {}, ["https://example.com"]])(
    "refuses %j, which is no address",
    (href) => {
      expect(isSafeHref(href)).toBe(false);
    },
  );
});

describe("isWebHref", () => {
  it.each(["http://example.com", "https://example.com", "HTTPS://example.com", " https://example.com"])(
    "is true for %j",
    (href) => {
      expect(isWebHref(href)).toBe(true);
    },
  );

  it.each(["/news", "//example.com", "mailto:a@example.com", "httpx://example.com", "#top"])(
    "is false for %j",
    (href) => {
      expect(isWebHref(href)).toBe(false);
    },
  );
});
