import fc from "fast-check";
import { SOCIAL_TYPES, socialURL } from "./social-url";

describe("socialURL", () => {
  it.each([
    ["email", "desk@thedaily.example", "mailto:desk@thedaily.example"],
    ["email", "mailto:desk@thedaily.example", "mailto:desk@thedaily.example"],
    ["email", "jane+news@thedaily.example", "mailto:jane%2Bnews@thedaily.example"],
    ["facebook", "thedaily", "https://www.facebook.com/thedaily"],
    ["instagram", "@thedaily", "https://www.instagram.com/thedaily/"],
    ["linkedin", "jane-okafor", "https://www.linkedin.com/in/jane-okafor/"],
    ["medium", "@janeokafor", "https://medium.com/@janeokafor"],
    ["pinterest", "thedaily", "https://www.pinterest.com/thedaily/"],
    ["reddit", "janeokafor", "https://www.reddit.com/user/janeokafor/"],
    ["rss", "/arc/outboundfeeds/rss/", "/arc/outboundfeeds/rss/"],
    ["snapchat", "thedaily", "https://www.snapchat.com/add/thedaily"],
    ["soundcloud", "thedaily", "https://soundcloud.com/thedaily"],
    ["tumblr", "thedaily", "https://www.tumblr.com/thedaily"],
    ["twitter", "@janeokafor", "https://twitter.com/janeokafor"],
    ["twitter", "janeokafor", "https://twitter.com/janeokafor"],
    ["whatsapp", "+1 (555) 010-2030", "https://wa.me/15550102030"],
    ["youtube", "@thedaily", "https://www.youtube.com/@thedaily"],
    ["youtube", "thedaily", "https://www.youtube.com/@thedaily"],
  ])("builds %s %p as %p", (type, handle, expected) => {
    expect(socialURL(type, handle)).toBe(expected);
  });

  it("keeps a full http(s) URL as given, for every type", () => {
    for (const type of SOCIAL_TYPES) {
      expect(socialURL(type, " https://example.com/me ")).toBe("https://example.com/me");
      expect(socialURL(type, "HTTP://example.com/me")).toBe("HTTP://example.com/me");
    }
    expect(socialURL("rss", "https://feeds.thedaily.example/rss.xml")).toBe("https://feeds.thedaily.example/rss.xml");
  });

  it("reads the type without regard to case or surrounding space", () => {
    expect(socialURL(" Twitter ", "thedaily")).toBe("https://twitter.com/thedaily");
  });

  it("encodes a handle so it stays one path segment", () => {
    expect(socialURL("facebook", "a/b?c")).toBe("https://www.facebook.com/a%2Fb%3Fc");
    expect(socialURL("twitter", "javascript:alert(1)")).toBe("https://twitter.com/javascript%3Aalert(1)");
  });

  it.each([
    ["unknown network", "myspace", "thedaily"],
    ["blank handle", "twitter", "   "],
    ["bare @", "twitter", "@"],
    ["email without @", "email", "desk"],
    ["email with a space", "email", "desk @thedaily.example"],
    ["rss that is not a site path", "rss", "feed.xml"],
    ["rss protocol-relative", "rss", "//evil.example/feed"],
    ["whatsapp without digits", "whatsapp", "call me"],
    ["lone surrogate", "twitter", "\uD800"],
    ["non-string type", 7, "thedaily"],
    ["non-string handle", "twitter", 7],
  ])("gives nothing for %s", (_case, type, handle) => {
    expect(socialURL(type, handle)).toBe("");
  });

  it("gives a safe link or nothing, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SOCIAL_TYPES), fc.anything()),
        fc.oneof(fc.string({ unit: "binary" }), fc.anything({ withNullPrototype: true, withBoxedValues: true })),
        (type, handle) => {
          const url = socialURL(type, handle);
          expect(typeof url).toBe("string");
          if (url !== "") expect(url).toMatch(/^(https?:\/\/|mailto:|\/[^/])/i);
        },
      ),
    );
  });
});
