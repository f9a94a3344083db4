import { aspectRatioValue } from "./aspect-ratio";
import { DEFAULT_IMAGE_WIDTH, imageSizes } from "./image-sizes";

const url = (width: number, height: number) => `/r/i.jpg?width=${width}&height=${height}`;

describe("aspectRatioValue", () => {
  it.each([
    ["16:9", 16 / 9],
    ["3:2", 1.5],
    ["4:3", 4 / 3],
    ["1:1", 1],
    ["9:16", 9 / 16],
    [" 21 / 9 ", 21 / 9],
    [1.25, 1.25],
  ])("reads %p", (value, ratio) => {
    expect(aspectRatioValue(value)).toBeCloseTo(ratio);
  });

  it.each(["--", "", "16:0", "0:9", "wide", -1, 0, Number.POSITIVE_INFINITY, null, {}])("rejects %p", (value) => {
    expect(aspectRatioValue(value)).toBeUndefined();
  });
});

describe("imageSizes: width and height", () => {
  it("derives the height from the width and the aspect ratio", () => {
    expect(imageSizes({ width: 800, aspectRatio: "16:9" })).toEqual({ width: 800, height: 450 });
    expect(imageSizes({ width: 377, aspectRatio: "3:2" })).toEqual({ width: 377, height: 251 });
    expect(imageSizes({ width: 600, aspectRatio: "4:3" })).toEqual({ width: 600, height: 450 });
    expect(imageSizes({ width: 180, aspectRatio: "1:1" })).toEqual({ width: 180, height: 180 });
    expect(imageSizes({ width: 360, aspectRatio: "9:16" })).toEqual({ width: 360, height: 640 });
    expect(imageSizes({ width: 500, aspectRatio: 2 })).toEqual({ width: 500, height: 250 });
  });

  it("derives the width from the height and the aspect ratio", () => {
    expect(imageSizes({ height: 450, aspectRatio: "16:9" })).toEqual({ width: 800, height: 450 });
  });

  it("keeps both sides when both are given", () => {
    expect(imageSizes({ width: 300, height: 250, aspectRatio: "16:9" })).toEqual({ width: 300, height: 250 });
  });

  it("uses the original's ratio when no ratio is asked for", () => {
    expect(imageSizes({ width: 400, intrinsic: { width: 4000, height: 3000 } })).toEqual({ width: 400, height: 300 });
  });

  it("takes the widest candidate, else the original's width, else 800 px, and 16:9, when nothing is given", () => {
    expect(imageSizes({ responsiveImages: [400, 1600, 800] })).toEqual({ width: 1600, height: 900 });
    expect(imageSizes({ intrinsic: { width: 1000, height: 500 } })).toEqual({ width: 1000, height: 500 });
    expect(imageSizes({})).toEqual({ width: DEFAULT_IMAGE_WIDTH, height: 450 });
  });

  it("ignores sizes that are not positive numbers", () => {
    expect(imageSizes({ width: -5, height: Number.NaN, aspectRatio: "1:1" })).toEqual({ width: 800, height: 800 });
  });
});

describe("imageSizes: srcset and sizes", () => {
  it("lists a candidate per width, narrowest first, at the image's ratio", () => {
    const { srcSet } = imageSizes({ width: 800, aspectRatio: "16:9", responsiveImages: [1600, 400, 800, 400, 0], url });
    expect(srcSet).toBe(
      "/r/i.jpg?width=400&height=225 400w, /r/i.jpg?width=800&height=450 800w, /r/i.jpg?width=1600&height=900 1600w",
    );
  });

  it("writes the conditions in order and the default last", () => {
    const { sizes } = imageSizes({
      width: 500,
      responsiveImages: [250, 500],
      url,
      sizes: [
        { sourceSizeValue: "250px", isDefault: true },
        { mediaCondition: "(min-width: 48rem)", sourceSizeValue: "500px" },
        { mediaCondition: "(min-width: 80rem)", sourceSizeValue: "33vw" },
      ],
    });
    expect(sizes).toBe("(min-width: 48rem) 500px, (min-width: 80rem) 33vw, 250px");
  });

  it("keeps only the first default, and drops entries it cannot write", () => {
    const { sizes } = imageSizes({
      responsiveImages: [250],
      url,
      sizes: [
        { sourceSizeValue: "100vw", isDefault: true },
        { sourceSizeValue: "50vw", isDefault: true },
        { sourceSizeValue: "10px" },
        { mediaCondition: "(a), (b)", sourceSizeValue: "20px" },
        { mediaCondition: "(min-width: 1px)", sourceSizeValue: "" },
      ],
    });
    expect(sizes).toBe("100vw");
  });

  it("has no srcset or sizes without candidates or an address for them", () => {
    const sizes = [{ sourceSizeValue: "100vw", isDefault: true }];
    expect(imageSizes({ width: 400, sizes, url })).toEqual({ width: 400, height: 225 });
    expect(imageSizes({ width: 400, sizes, responsiveImages: [400] })).toEqual({ width: 400, height: 225 });
    expect(imageSizes({ width: 400, sizes, responsiveImages: [400], url: () => null })).toEqual({
      width: 400,
      height: 225,
    });
  });

  it("drops candidates whose address would break the attribute", () => {
    const { srcSet } = imageSizes({ responsiveImages: [100, 200], url: (w) => (w === 100 ? "a b.jpg" : "ok.jpg") });
    expect(srcSet).toBe("ok.jpg 200w");
  });
});
