import {
  AD_BREAKPOINTS,
  AD_TYPE_KEYS,
  AD_TYPES,
  breakpointIndex,
  dimensionsText,
  isShownAt,
  reservedHeights,
  sizesAt,
  slotConfig,
  slotNameOf,
} from "./ad-types";

const config = (adType: unknown) =>
  slotConfig({ id: "bs-ad-1", adType, arcSite: "the-daily", requestUri: "/politics/" });

describe("the ad types of spec §3", () => {
  it("are the seven types, keyed by the value the adType field saves", () => {
    expect(AD_TYPE_KEYS).toEqual([
      "1x1",
      "300x250",
      "300x250_gallery",
      "300x250|300x600",
      "300x250|300x600_rightrail",
      "728x90|320x50",
      "970x250|970x90|728x90|320x50",
    ]);
  });

  it.each([
    ["1x1", "OOP", "1x1", "all"],
    ["300x250", "Cube", "300x250", "all"],
    ["300x250_gallery", "Gallery Cube", "300x250", "all"],
    ["300x250|300x600", "Flex Cube", "300x250, 300x600", "all"],
    ["300x250|300x600_rightrail", "Right Rail Cube", "300x250, 300x600", "desktop"],
    ["728x90|320x50", "Leaderboard Medium", "728x90, 320x50", "all"],
    ["970x250|970x90|728x90|320x50", "Leaderboard Large", "970x250, 970x90, 728x90, 320x50", "all"],
  ])("%s is the %s, %s, shown on %s", (adType, name, sizes, display) => {
    const slot = config(adType);
    expect(slot).toMatchObject({ id: "bs-ad-1", adType, name, display, slotName: "the-daily/politics" });
    expect(dimensionsText(slot)).toBe(sizes);
    // Every size in the type's key is served somewhere, and nothing else is.
    expect(new Set(slot.dimensions.flat().map(([w, h]) => `${w}x${h}`))).toEqual(
      new Set(adType.replace(/_\w+$/, "").split("|")),
    );
  });

  it("falls back to the default type, 1x1 (OOP), for an unknown or missing value", () => {
    expect(config("banner").adType).toBe("1x1");
    expect(config(undefined).name).toBe("OOP");
    expect(config("constructor").adType).toBe("1x1");
    expect(config("1x1").outOfPage).toBe(true);
  });

  it("has the slot config's fields: id, slotName, adType, adClass, dimensions, sizemap, display, targeting", () => {
    const slot = config("728x90|320x50");
    expect(slot.adClass).toBe("leaderboard-medium");
    expect(slot.targeting).toEqual({ ad_type: "leaderboard-medium" });
    expect(slot.sizemap).toEqual({
      breakpoints: [
        [992, 0],
        [768, 0],
        [0, 0],
      ],
      refresh: true,
    });
    expect(slot.dimensions).toEqual([[[728, 90]], [[728, 90]], [[320, 50]]]);
  });

  it("gives every type its own class", () => {
    const classes = AD_TYPE_KEYS.map((key) => AD_TYPES[key].adClass);
    expect(new Set(classes).size).toBe(classes.length);
  });
});

describe("the sizemap", () => {
  it("has the breakpoints of §9: 992, 768 and 0 px", () => {
    expect(AD_BREAKPOINTS).toEqual([992, 768, 0]);
  });

  it.each([
    [1440, 0],
    [992, 0],
    [991, 1],
    [768, 1],
    [767, 2],
    [320, 2],
    [0, 2],
    [-5, 2],
  ])("puts a %i px viewport at breakpoint %i", (width, index) => {
    expect(breakpointIndex(width)).toBe(index);
  });

  it("serves each breakpoint's sizes", () => {
    const large = config("970x250|970x90|728x90|320x50");
    expect(sizesAt(large, 1280)).toEqual([
      [970, 250],
      [970, 90],
      [728, 90],
    ]);
    expect(sizesAt(large, 800)).toEqual([[728, 90]]);
    expect(sizesAt(large, 390)).toEqual([[320, 50]]);
    expect(sizesAt(config("300x250|300x600_rightrail"), 390)).toEqual([]);
  });

  it("reserves the tallest size of each breakpoint", () => {
    expect(reservedHeights(config("970x250|970x90|728x90|320x50"))).toEqual([250, 90, 50]);
    expect(reservedHeights(config("300x250|300x600"))).toEqual([600, 600, 250]);
    expect(reservedHeights(config("300x250|300x600_rightrail"))).toEqual([600, 600, 0]);
    expect(reservedHeights(config("300x250"))).toEqual([250, 250, 250]);
  });
});

describe("display rules", () => {
  it.each([
    ["all", 390, true],
    ["all", 1280, true],
    ["desktop", 767, false],
    ["desktop", 768, true],
    ["mobile", 767, true],
    ["mobile", 768, false],
  ] as const)("%s at %i px: shown %s", (display, width, shown) => {
    expect(isShownAt(display, width)).toBe(shown);
  });
});

describe("slotNameOf", () => {
  it.each([
    ["/", "the-daily/homepage"],
    ["/politics/", "the-daily/politics"],
    ["/politics/2026/11/20/the-long-read/", "the-daily/politics"],
    ["/?_website=the-daily", "the-daily/homepage"],
    ["/%3Cscript%3E/", "the-daily/homepage"],
  ])("names the slot of %s %s", (uri, name) => {
    expect(slotNameOf("the-daily", uri)).toBe(name);
  });
});
