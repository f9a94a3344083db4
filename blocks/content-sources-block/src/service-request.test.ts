import { contentBase, serviceUrl } from "./service-request";
import { testContext } from "./test-context";

describe("serviceUrl", () => {
  it("encodes every segment and query value, so no value adds a segment or a param", () => {
    const url = serviceUrl("https://api.example", {
      source: "s",
      segments: ["site", "v3", "navigation", "../admin?x=1"],
      query: { q: 'a" OR type:"video&size=1000', _id: "/politics", hierarchy: undefined },
    });
    expect(url).toBe(
      "https://api.example/site/v3/navigation/..%2Fadmin%3Fx%3D1?q=a%22+OR+type%3A%22video%26size%3D1000&_id=%2Fpolitics",
    );
    const parsed = new URL(url);
    expect(parsed.pathname).toBe("/site/v3/navigation/..%2Fadmin%3Fx%3D1");
    expect([...parsed.searchParams.keys()]).toEqual(["q", "_id"]);
  });

  it("keeps a base's own path and a service's trailing slash", () => {
    expect(
      serviceUrl("https://api.example/arc", {
        source: "s",
        segments: ["signing-service", "v2", "sign", "prod"],
        trailingSlash: true,
        query: { value: "https://img.example/a.jpg" },
      }),
    ).toBe("https://api.example/arc/signing-service/v2/sign/prod/?value=https%3A%2F%2Fimg.example%2Fa.jpg");
  });
});

describe("contentBase", () => {
  it("names the missing setting, as the spec's origin errors do", () => {
    const { context } = testContext({ contentBase: " " });
    expect(() => contentBase("content-api", context)).toThrow(
      "content-api: Content base not set in CONTENT_BASE for this environment.",
    );
  });

  it.each(["api.example", "ftp://api.example", "javascript:alert(1)"])("refuses %p, no http(s) URL", (base) => {
    expect(() => contentBase("content-api", testContext({ contentBase: base }).context)).toThrow("CONTENT_BASE");
  });

  it("drops trailing slashes", () => {
    expect(contentBase("s", testContext({ contentBase: "https://api.example//" }).context)).toBe("https://api.example");
  });
});
