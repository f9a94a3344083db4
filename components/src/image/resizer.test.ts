import fc from "fast-check";
import { RESIZER_TOKEN_VERSION } from "fusion:environment";
import type { AnsImage } from "../utils/ans-image";
import { readAnsImage, readSrc, resizerAuth, resizerUrl } from "./resizer";

const BASE = "/resizer/v2/";

const arcImage: AnsImage = {
  _id: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  type: "image",
  url: "https://cloudfront.example/photo/ABCDEFGHIJKLMNOPQRSTUVWXYZ.JPG?v=3",
  auth: { "1": "token-one", "2": "token-two" },
  width: 4000,
  height: 3000,
};

describe("resizerUrl", () => {
  it("uses the host's token version by default (2 in the local host)", () => {
    expect(RESIZER_TOKEN_VERSION).toBe(2);
    expect(resizerUrl({ resizerURL: BASE, ansImage: arcImage, width: 800, height: 450 })).toBe(
      "/resizer/v2/ABCDEFGHIJKLMNOPQRSTUVWXYZ.jpg?auth=token-two&width=800&height=450",
    );
  });

  it("picks the token of the token version asked for", () => {
    expect(resizerUrl({ resizerURL: BASE, ansImage: arcImage, width: 100, tokenVersion: 1 })).toBe(
      "/resizer/v2/ABCDEFGHIJKLMNOPQRSTUVWXYZ.jpg?auth=token-one&width=100",
    );
  });

  it("addresses an image that is not Arc-hosted by its encoded URL", () => {
    const external: AnsImage = { type: "image", url: "https://images.example/a b.png?x=1", auth: { "2": "t" } };
    expect(resizerUrl({ resizerURL: BASE, ansImage: external, width: 400, height: 300 })).toBe(
      "/resizer/v2/https%3A%2F%2Fimages.example%2Fa%20b.png%3Fx%3D1?auth=t&width=400&height=300",
    );
  });

  it("falls back to the encoded URL when an Arc id's URL has no extension", () => {
    const noExtension: AnsImage = { type: "image", _id: "ID", url: "https://cdn.example/photo/ID", auth: { "2": "t" } };
    expect(resizerUrl({ resizerURL: BASE, ansImage: noExtension })).toBe(
      "/resizer/v2/https%3A%2F%2Fcdn.example%2Fphoto%2FID?auth=t",
    );
  });

  it("builds a URL for a plain src with a token", () => {
    expect(resizerUrl({ resizerURL: BASE, src: "https://x.example/i.jpg", auth: "signed", width: 320 })).toBe(
      "/resizer/v2/https%3A%2F%2Fx.example%2Fi.jpg?auth=signed&width=320",
    );
  });

  it("lets an explicit token replace the ANS one, and encodes it", () => {
    expect(resizerUrl({ resizerURL: BASE, ansImage: arcImage, auth: "a&b" })).toBe(
      "/resizer/v2/ABCDEFGHIJKLMNOPQRSTUVWXYZ.jpg?auth=a%26b",
    );
  });

  it("adds a missing slash to the base and rounds the dimensions", () => {
    expect(
      resizerUrl({ resizerURL: "https://r.example/resizer/v2", ansImage: arcImage, width: 377.4, height: 251.6 }),
    ).toBe("https://r.example/resizer/v2/ABCDEFGHIJKLMNOPQRSTUVWXYZ.jpg?auth=token-two&width=377&height=252");
  });

  it("leaves out dimensions that are not usable sizes", () => {
    expect(resizerUrl({ resizerURL: BASE, ansImage: arcImage, width: 0, height: Number.NaN })).toBe(
      "/resizer/v2/ABCDEFGHIJKLMNOPQRSTUVWXYZ.jpg?auth=token-two",
    );
  });

  describe("crop", () => {
    const withFocal = { ...arcImage, focal_point: { x: 1200.4, y: 800 } };

    it("keeps the ANS focal point in view", () => {
      expect(resizerUrl({ resizerURL: BASE, ansImage: withFocal, width: 800 })).toMatch(/&focal=1200,800$/);
    });

    it("prefers a focal point given by the caller", () => {
      expect(resizerUrl({ resizerURL: BASE, ansImage: withFocal, focalPoint: { x: 10, y: 20 } })).toMatch(
        /&focal=10,20$/,
      );
    });

    it("asks for a smart crop when there is no focal point", () => {
      expect(resizerUrl({ resizerURL: BASE, ansImage: arcImage, smart: true })).toMatch(/\?auth=token-two&smart=true$/);
    });

    it("uses the editor's focal point over a smart crop", () => {
      const url = resizerUrl({ resizerURL: BASE, ansImage: withFocal, smart: true });
      expect(url).toMatch(/&focal=1200,800$/);
      expect(url).not.toContain("smart");
    });

    it("ignores focal points that are not coordinates", () => {
      const bad = { ...arcImage, focal_point: { x: -1, y: "2" } } as unknown as AnsImage;
      expect(resizerUrl({ resizerURL: BASE, ansImage: bad })).not.toContain("focal");
    });
  });

  it.each([
    ["no token for the token version", { ...arcImage, auth: { "1": "only-one" } }],
    ["no auth at all", { ...arcImage, auth: undefined }],
    ["an empty token", { ...arcImage, auth: { "2": " " } }],
    ["no URL", { ...arcImage, url: undefined } as unknown as AnsImage],
    ["no image", null],
  ])("gives null for %s", (_, ansImage) => {
    expect(resizerUrl({ resizerURL: BASE, ansImage })).toBeNull();
  });

  it("gives null without a resizer base URL", () => {
    expect(resizerUrl({ resizerURL: "", ansImage: arcImage })).toBeNull();
    expect(resizerUrl({ resizerURL: undefined, ansImage: arcImage })).toBeNull();
  });

  it("never throws, whatever the ANS holds", () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
        fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
        (ansImage, width) => {
          const url = resizerUrl({ resizerURL: BASE, ansImage: ansImage as AnsImage, width, smart: true });
          expect(url === null || url.startsWith(BASE)).toBe(true);
        },
      ),
    );
  });

  it("never throws for ANS-shaped images with arbitrary fields", () => {
    const field = fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.object(), fc.array(fc.string()));
    const ansLike = fc.record(
      {
        _id: field,
        url: fc.oneof(fc.webUrl(), field),
        auth: fc.oneof(fc.dictionary(fc.string(), field), field),
        focal_point: fc.oneof(fc.record({ x: fc.double(), y: fc.double() }), field),
        width: field,
        height: field,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(ansLike, (ansImage) => {
        expect(() =>
          resizerUrl({ resizerURL: BASE, ansImage: ansImage as AnsImage, width: 400, height: 300 }),
        ).not.toThrow();
      }),
    );
  });
});

describe("readAnsImage and resizerAuth", () => {
  it("reads the original's size and address", () => {
    expect(readAnsImage(arcImage)).toMatchObject({
      url: arcImage.url,
      path: "ABCDEFGHIJKLMNOPQRSTUVWXYZ.jpg",
      auth: "token-two",
      width: 4000,
      height: 3000,
    });
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "vbscript:x",
    "file:///etc/passwd",
    "data:text/html,<b>x</b>",
  ])("takes no image from an address an <img> must not load: %s", (url) => {
    expect(readAnsImage({ ...arcImage, url })).toBeNull();
    expect(readSrc(url, "token")).toBeNull();
  });

  it.each(["https://cdn.example.com/a.jpg", "http://x.test/b.png", "//cdn.example.com/c.jpg", "/pf/resources/d.svg"])(
    "keeps an address an <img> may load: %s",
    (url) => {
      expect(readSrc(url)?.url).toBe(url);
    },
  );

  it("keeps an inline picture", () => {
    expect(readSrc("data:image/png;base64,iVBORw0KGgo=")?.url).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it("finds no token in things that are not auth maps", () => {
    expect(resizerAuth({ auth: "token" })).toBeUndefined();
    expect(resizerAuth({ auth: ["a", "b", "c"] })).toBeUndefined();
    expect(resizerAuth("image")).toBeUndefined();
  });
});
