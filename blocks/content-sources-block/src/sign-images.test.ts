import { findImages, signImages, signingValue } from "./sign-images";
import { testContext } from "./test-context";

const image = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  type: "image",
  url: `https://img.example/${id}.jpg`,
  width: 800,
  height: 600,
  ...extra,
});

/** A story with an image in every place ANS puts one. */
function story() {
  return {
    _id: "STORY",
    type: "story",
    promo_items: {
      basic: image("PROMO"),
      lead_art: {
        type: "video",
        promo_items: { basic: image("VIDEO_PROMO") },
      },
    },
    credits: {
      by: [
        { type: "author", name: "Jane", image: image("AUTHOR") },
        { type: "author", name: "Ann", additional_properties: { original: { ansImage: image("ORIGINAL") } } },
      ],
    },
    content_elements: [
      { type: "text", content: "<p>Hi</p>" },
      image("BODY", { alignment: "left" }),
      { type: "gallery", content_elements: [image("SLIDE1"), image("SLIDE2"), image("PROMO")] },
      { type: "image", url: "https://elsewhere.example/pic.png", width: 10, height: 10 },
    ],
  };
}

describe("findImages", () => {
  it("finds every image: promos, a video's promo, credits, body, gallery slides, images without an id", () => {
    expect(findImages(story()).map(signingValue)).toEqual([
      "PROMO",
      "VIDEO_PROMO",
      "AUTHOR",
      "ORIGINAL",
      "BODY",
      "SLIDE1",
      "SLIDE2",
      "PROMO",
      "https://elsewhere.example/pic.png",
    ]);
  });

  it("takes an author record's image without a type, and ignores an image given as text", () => {
    const author = { authors: [{ slug: "jane", image: { url: "https://img.example/j.jpg" }, ansImage: "x.jpg" }] };
    expect(findImages(author)).toHaveLength(1);
  });

  it("ignores what is no image: no url, an empty url, text, null, nesting deeper than ANS goes", () => {
    let deep: Record<string, unknown> = image("DEEP");
    for (let level = 0; level < 100; level++) deep = { child: deep };
    expect(findImages([{ type: "image" }, { type: "image", url: "" }, "image", null, 4, deep])).toEqual([]);
  });
});

describe("signImages", () => {
  afterEach(() => jest.restoreAllMocks());

  it("signs each image once per id, under the resizer token version, keeping other versions", async () => {
    const asked: string[] = [];
    jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const value = new URL(String(input)).searchParams.get("value") ?? "";
      asked.push(value);
      return Response.json({ hash: `token-${value}` });
    });
    const { context, fetched } = testContext({ resizerTokenVersion: 3 });
    const document: ReturnType<typeof story> & { promo_items: { basic: Record<string, unknown> } } = story();
    document.promo_items.basic = image("PROMO", { auth: { "2": "old" } });
    const signed = await signImages("content-api", context, document);

    expect(signed).toBe(document);
    expect(signed.promo_items.basic).toHaveProperty("auth", { "2": "old", "3": "token-PROMO" });
    expect(signed.promo_items.lead_art.promo_items.basic).toHaveProperty("auth", { "3": "token-VIDEO_PROMO" });
    expect(signed.content_elements[3]).toHaveProperty("auth", { "3": "token-https://elsewhere.example/pic.png" });
    // PROMO appears twice but is asked for once, through the host's cachedCall.
    expect(asked.filter((value) => value === "PROMO")).toHaveLength(1);
    expect(fetched).toHaveLength(8);
    expect(fetched).toContain("signing-service:PROMO");
  });

  it("leaves an image the signing service cannot sign unsigned, and signs the rest", async () => {
    jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const value = new URL(String(input)).searchParams.get("value");
      if (value === "BODY") return Response.json({ httpStatus: 500, code: "x", message: "down" }, { status: 500 });
      if (value === "SLIDE1") return Response.json({ hash: "" });
      return Response.json({ hash: "ok" });
    });
    const signed = await signImages("content-api", testContext().context, story());
    expect(signed.content_elements[1]).not.toHaveProperty("auth");
    expect(signed.content_elements[2]).not.toHaveProperty(["content_elements", 0, "auth"]);
    expect(signed.content_elements[2]).toHaveProperty(["content_elements", 1, "auth"], { "2": "ok" });
    expect(signed.promo_items.basic).toHaveProperty("auth", { "2": "ok" });
  });

  it("asks nothing of a document without images", async () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    await signImages("content-api", testContext().context, { type: "story", content_elements: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
