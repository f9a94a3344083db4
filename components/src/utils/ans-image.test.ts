import fc from "fast-check";
import { getFocalPoint, getImageFromANS } from "./ans-image";

const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });

const photo = {
  _id: "ABC123",
  type: "image",
  url: "https://cloudfront.example/photo.jpg",
  alt_text: "Voters queue outside the library",
  caption: "Voters queued for an hour.",
  subtitle: "Long lines",
  width: 1600,
  height: 900,
  auth: { "2": "signature-v2", "1": "signature-v1" },
  focal_point: { x: 800, y: 300 },
  credits: { by: [{ name: "Jane Doe" }], affiliation: [{ name: "Reuters" }] },
};

describe("getImageFromANS", () => {
  it("takes promo_items.basic first", () => {
    const lead = { ...photo, _id: "LEAD", url: "https://cloudfront.example/lead.jpg" };
    expect(getImageFromANS({ type: "story", promo_items: { basic: photo, lead_art: lead } })?._id).toBe("ABC123");
  });

  it("falls back to promo_items.lead_art", () => {
    expect(getImageFromANS({ type: "story", promo_items: { lead_art: photo } })?._id).toBe("ABC123");
    expect(getImageFromANS({ type: "story", promo_items: { basic: { type: "image" }, lead_art: photo } })?._id).toBe(
      "ABC123",
    );
  });

  it("uses a video's or gallery's own promo image", () => {
    const video = { type: "video", promo_items: { basic: photo } };
    expect(getImageFromANS({ type: "story", promo_items: { lead_art: video } })?._id).toBe("ABC123");
    const gallery = { type: "gallery", promo_items: { basic: photo } };
    expect(getImageFromANS({ type: "story", promo_items: { basic: gallery } })?._id).toBe("ABC123");
  });

  it("uses a gallery's first image when it has no promo image", () => {
    const gallery = { type: "gallery", content_elements: [{ type: "text" }, null, photo] };
    expect(getImageFromANS({ type: "story", promo_items: { lead_art: gallery } })?._id).toBe("ABC123");
    expect(getImageFromANS(gallery)?._id).toBe("ABC123");
  });

  it("returns the item itself when it is an image", () => {
    expect(getImageFromANS(photo)?._id).toBe("ABC123");
  });

  it("keeps the fields blocks read, checked for their types", () => {
    expect(getImageFromANS(photo)).toEqual(photo);
    expect(
      getImageFromANS({
        type: "image",
        url: "/a.jpg",
        _id: 5,
        alt_text: "",
        width: -1,
        height: "900",
        auth: { "2": "ok", "1": 7 },
        focal_point: "centre",
        credits: "Jane",
      }),
    ).toEqual({ type: "image", url: "/a.jpg", auth: { "2": "ok" } });
  });

  it("reads vanity credits under either spelling", () => {
    const vanity = { by: [{ name: "Handout" }] };
    expect(getImageFromANS({ ...photo, vanityCredits: vanity })?.vanity_credits).toEqual(vanity);
    expect(getImageFromANS({ ...photo, vanity_credits: vanity })?.vanity_credits).toEqual(vanity);
  });

  it("takes the focal point from additional_properties too", () => {
    const image = getImageFromANS({ type: "image", url: "/a.jpg", additional_properties: { focal_point: [10, 20] } });
    expect(image?.focal_point).toEqual({ x: 10, y: 20 });
  });

  it.each([
    ["nothing", undefined],
    ["a story without promo items", { type: "story" }],
    ["an image without a URL", { type: "image", url: "  " }],
    ["something that is not an image", { type: "video", url: "https://v.example/v.mp4" }],
    ["promo items that are not objects", { promo_items: [photo] }],
    ["a video without a promo image", { promo_items: { lead_art: { type: "video" } } }],
  ])("is null for %s", (_case, value) => {
    expect(getImageFromANS(value)).toBeNull();
  });

  it("stops at a cycle or deep nesting", () => {
    const cyclic: Record<string, unknown> = { type: "story" };
    cyclic.promo_items = { basic: cyclic };
    expect(getImageFromANS(cyclic)).toBeNull();
    const deep = {
      promo_items: { basic: { promo_items: { basic: { promo_items: { basic: { promo_items: { basic: photo } } } } } } },
    };
    expect(getImageFromANS(deep)).toBeNull();
  });

  it("never throws, and anything it returns is an image with a URL", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          fc.record({
            type: anything,
            url: anything,
            promo_items: fc.oneof(anything, fc.record({ basic: anything, lead_art: anything })),
          }),
        ),
        (item) => {
          const image = getImageFromANS(item);
          if (image) {
            expect(image.type).toBe("image");
            expect(image.url.trim()).not.toBe("");
          }
        },
      ),
    );
  });
});

describe("getFocalPoint", () => {
  it("reads focal_point {x, y}", () => {
    expect(getFocalPoint({ focal_point: { x: 800, y: 300 } })).toEqual({ x: 800, y: 300 });
    expect(getFocalPoint({ focal_point: { x: 0, y: 0 } })).toEqual({ x: 0, y: 0 });
  });

  it("accepts numeric strings", () => {
    expect(getFocalPoint({ focal_point: { x: "800", y: "300.5" } })).toEqual({ x: 800, y: 300.5 });
  });

  it("prefers focal_point over additional_properties", () => {
    expect(
      getFocalPoint({ focal_point: { x: 1, y: 2 }, additional_properties: { focal_point: { x: 3, y: 4 } } }),
    ).toEqual({ x: 1, y: 2 });
  });

  it("reads additional_properties.focal_point as {x, y}, [x, y] or a {min, max} area", () => {
    expect(getFocalPoint({ additional_properties: { focal_point: { x: 3, y: 4 } } })).toEqual({ x: 3, y: 4 });
    expect(getFocalPoint({ additional_properties: { focal_point: [5, 6] } })).toEqual({ x: 5, y: 6 });
    expect(getFocalPoint({ additional_properties: { focal_point: { min: [100, 200], max: [300, 400] } } })).toEqual({
      x: 200,
      y: 300,
    });
    expect(getFocalPoint({ additional_properties: { focal_point: { min: [100, 200] } } })).toEqual({ x: 100, y: 200 });
  });

  it("falls back to additional_properties when focal_point is unusable", () => {
    expect(getFocalPoint({ focal_point: { x: -1, y: 2 }, additional_properties: { focal_point: [5, 6] } })).toEqual({
      x: 5,
      y: 6,
    });
  });

  it.each([
    undefined,
    null,
    {},
    { focal_point: null },
    { focal_point: { x: 1 } },
    { focal_point: { x: Number.NaN, y: 1 } },
    { focal_point: { x: Number.POSITIVE_INFINITY, y: 1 } },
    { focal_point: { x: "", y: "1" } },
    { focal_point: { x: "left", y: "1" } },
    { focal_point: [1] },
    { additional_properties: { focal_point: "50,50" } },
  ])("is null for %p", (image) => {
    expect(getFocalPoint(image)).toBeNull();
  });

  it("never throws, and any point it gives is finite and not negative", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          fc.record({
            focal_point: anything,
            additional_properties: fc.oneof(anything, fc.record({ focal_point: anything })),
          }),
        ),
        (image) => {
          const result = getFocalPoint(image);
          if (result) {
            expect(Number.isFinite(result.x) && result.x >= 0).toBe(true);
            expect(Number.isFinite(result.y) && result.y >= 0).toBe(true);
          }
        },
      ),
    );
  });
});
