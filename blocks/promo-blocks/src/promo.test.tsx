import { screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { applyFilter, parseFilter } from "@broadsheet/local-host";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import {
  CONTENT_PROMOS as CONTENT,
  ExtraLargePromo,
  LargeManualPromo,
  LargePromo,
  MANUAL_PROMOS as MANUAL,
  MediumManualPromo,
  MediumPromo,
  PROMO_VARIANTS,
  promoFilter,
  promoVariant,
  SmallManualPromo,
  SmallPromo,
} from "./index";
import { signingQuery } from "./promo-image";
import { landed, LONG_READ, LONG_READ_HEADLINE, renderPromo, SOURCES_ON_FAKE, THE_LONG_READ } from "./test-render";

/** The long read as the content API answers it (its images signed), to change one field of. */
const signedLongRead = async (query: Record<string, unknown>) =>
  (await SOURCES_ON_FAKE["content-api"](query)) as Record<string, unknown>;

setupFakeArc();

const MANUAL_FIELDS = {
  headline: "Ferry timetable changes from Monday",
  description: "Earlier sailings on weekdays, fewer at weekends.",
  overline: "Transport",
  overlineURL: "/transport/",
  linkURL: "https://ferries.example/timetable",
  imageOverrideURL: "https://images.example/ferry.jpg",
};

/** The `width=` the resizer is asked for in an image's src. */
function widthAsked(img: Element | null): number {
  const src = img?.getAttribute("src") ?? "";
  return Number(new URL(src, "https://x.example").searchParams.get("width"));
}

describe("the eight promo blocks", () => {
  it("are generated from one table: names, labels, static, the same fields per source", () => {
    expect(Object.values(CONTENT).map((block) => block.definition.name)).toEqual([
      "extra-large-promo",
      "large-promo",
      "medium-promo",
      "small-promo",
    ]);
    expect(Object.values(MANUAL).map((block) => block.definition.name)).toEqual([
      "extra-large-manual-promo",
      "large-manual-promo",
      "medium-manual-promo",
      "small-manual-promo",
    ]);
    for (const block of [...Object.values(CONTENT), ...Object.values(MANUAL)]) {
      // Static, but for the placements of the larger content promos set to play video (promo-video.test.tsx).
      const placement = block.definition.hydrationFor?.({}) ?? block.definition.hydration;
      expect(placement).toBe("static");
    }
    expect(Object.keys(LargePromo.definition.fields.fields)).toEqual(Object.keys(SmallPromo.definition.fields.fields));
    expect(LargePromo.definition.fields.fields.itemContentConfig.settings).toEqual({ schemas: ["ans-item"] });
    expect(PROMO_VARIANTS).toHaveLength(8);
  });

  it.each([
    ["extra-large", "content", "4:3", 800],
    ["extra-large", "manual", "3:2", 600],
    ["large", "content", "4:3", 377],
    ["large", "manual", "4:3", 377],
    ["medium", "content", "16:9", 600],
    ["medium", "manual", "3:2", 600],
    ["small", "content", "3:2", 274],
    ["small", "manual", "3:2", 274],
  ] as const)("%s %s promo: default ratio %s, image width %d (spec §9)", (size, source, ratio, width) => {
    const variant = promoVariant(size, source);
    expect(variant.ratio).toBe(ratio);
    expect(variant.imageWidth).toBe(width);
    const block = source === "content" ? CONTENT[size] : MANUAL[size];
    expect(block.definition.fields.fields.imageRatio.defaultValue).toBe(ratio);
  });

  it("gives only small promos an image position (default right) and only large a viewport percentage", () => {
    for (const [size, block] of Object.entries(CONTENT)) {
      const { imagePosition, viewportPercentage } = block.definition.fields.fields;
      expect(imagePosition.defaultValue).toBe("right");
      expect(imagePosition.hidden).toBe(size !== "small");
      expect(viewportPercentage.hidden).toBe(size !== "large");
      expect(viewportPercentage.settings).toMatchObject({ min: 0, max: 150 });
      expect(viewportPercentage.defaultValue).toBe(65);
    }
  });

  it("manual promos have no byline or date to show", () => {
    const { showByline, showDate } = LargeManualPromo.definition.fields.fields;
    expect(showByline.hidden).toBe(true);
    expect(showDate.hidden).toBe(true);
  });
});

describe("content promos", () => {
  it.each(Object.entries(CONTENT))(
    "%s shows the long read: headline linking to it, image at the size's width",
    async (size, block) => {
      const { container } = renderPromo(block, {
        customFields: { itemContentConfig: THE_LONG_READ, showDescription: true },
      });
      const link = await screen.findByRole("link", { name: LONG_READ_HEADLINE });
      expect(link).toHaveAttribute("href", LONG_READ);
      expect(link).not.toHaveAttribute("target");
      const root = container.querySelector(".b-promo");
      expect(root).toHaveClass(`b-promo--${size}`, `b-${size}-promo`);
      expect(widthAsked(container.querySelector("img"))).toBe(promoVariant(size as "large", "content").imageWidth);
      expect(screen.getByText(/How a handful of county clerks/)).toHaveClass("b-promo__description");
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it("asks its source for the story with the block's name as feature, and a filter of only what it shows", async () => {
    const source = jest.fn(SOURCES_ON_FAKE["content-api"]);
    renderPromo(LargePromo, {
      customFields: { itemContentConfig: THE_LONG_READ, showByline: false, showDate: false, showOverline: false },
      content: { "content-api": source },
    });
    await landed();
    expect(source).toHaveBeenCalledWith({ website_url: LONG_READ, feature: "large-promo" });
  });

  it("builds a filter from the show flags", () => {
    const variant = promoVariant("large", "content");
    const all = promoFilter(variant.show, "the-daily");
    const headlineOnly = promoFilter(
      { overline: false, headline: true, image: false, description: false, byline: false, date: false },
      "the-daily",
    );
    expect(applyFilter(theLongRead, parseFilter(headlineOnly))).toEqual({
      _id: theLongRead._id,
      type: "story",
      website_url: theLongRead.website_url,
      websites: { "the-daily": { website_url: LONG_READ } },
      headlines: { basic: LONG_READ_HEADLINE },
    });
    const picked = applyFilter(theLongRead, parseFilter(all)) as Record<string, unknown>;
    expect(Object.keys(picked).sort()).toEqual(
      [
        "_id",
        "credits",
        "description",
        "display_date",
        "headlines",
        "label",
        "owner",
        "promo_items",
        "taxonomy",
        "type",
        "website_url",
        "websites",
      ].sort(),
    );
    expect(picked).not.toHaveProperty("content_elements");
    expect(promoFilter({ ...variant.show, description: true }, undefined, true)).toContain("subheadlines { basic }");
  });

  it("small promo without item content config renders nothing, for editors too (spec §5)", async () => {
    const reader = renderPromo(SmallPromo);
    await landed();
    expect(reader.container).toBeEmptyDOMElement();
    reader.unmount();
    const editor = renderPromo(SmallPromo, { context: { isAdmin: true } });
    await landed();
    expect(editor.container).toBeEmptyDOMElement();
    editor.unmount();
    // The other sizes tell editors what to do.
    renderPromo(LargePromo, { context: { isAdmin: true } });
    expect(screen.getByRole("note")).toHaveTextContent("Choose a story");
  });

  it.each(["right", "left", "above", "below"] as const)("small promo puts the image %s", async (position) => {
    const { container } = renderPromo(SmallPromo, {
      customFields: { itemContentConfig: THE_LONG_READ, imagePosition: position },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(container.querySelector(".b-promo")).toHaveClass(`b-promo--image-${position}`);
  });

  it("small promo's image is on the right by default; other sizes ignore the position", async () => {
    const small = renderPromo(SmallPromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(small.container.querySelector(".b-promo")).toHaveClass("b-promo--image-right");
    small.unmount();
    const large = renderPromo(LargePromo, {
      customFields: { itemContentConfig: THE_LONG_READ, imagePosition: "left" },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(large.container.querySelector(".b-promo")).toHaveClass("b-promo--image-above");
  });

  it("large promo: viewport percentage 0 hides the media, another value caps its height", async () => {
    const hidden = renderPromo(LargePromo, {
      customFields: { itemContentConfig: THE_LONG_READ, viewportPercentage: 0 },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(hidden.container.querySelector("img")).toBeNull();
    hidden.unmount();
    const capped = renderPromo(LargePromo, {
      customFields: { itemContentConfig: THE_LONG_READ, viewportPercentage: 80 },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(capped.container.querySelector("img")).not.toBeNull();
    expect(
      (capped.container.querySelector(".b-promo") as HTMLElement).style.getPropertyValue("--b-promo-media-max"),
    ).toBe("80vh");
  });

  it("draws the headline at the promo's own size by default, or at the editor's (header size)", async () => {
    expect(PROMO_VARIANTS.map((variant) => [variant.name, variant.headlineSize])).toContainEqual([
      "small-manual-promo",
      "Small",
    ]);
    const headline = (container: HTMLElement) => container.querySelector(".b-promo__headline")?.className ?? "";
    const own = renderPromo(MediumPromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(headline(own.container)).toContain("b-promo__headline--medium");
    own.unmount();
    const chosen = renderPromo(MediumPromo, {
      customFields: { itemContentConfig: THE_LONG_READ, headlineSize: "Extra Large" },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(headline(chosen.container)).toContain("b-promo__headline--extra-large");
  });

  it("shows each part only when its flag is on", async () => {
    const { container } = renderPromo(ExtraLargePromo, {
      customFields: {
        itemContentConfig: THE_LONG_READ,
        showOverline: false,
        showImage: false,
        showDescription: false,
        showByline: false,
        showDate: false,
      },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(container.querySelector("img, time, .b-promo__overline, .b-promo__description, .c-attribution")).toBeNull();
  });

  it("shows overline (the story's label), byline and date when on", async () => {
    const { container } = renderPromo(ExtraLargePromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(screen.getByRole("link", { name: "The Long Read" })).toHaveAttribute("href", "/the-long-read/");
    expect(container.querySelector(".c-attribution")).toHaveTextContent(/^By /);
    expect(container.querySelector("time")).not.toBeNull();
  });

  it("shows the subheadline instead of the description when the editor says so", async () => {
    const source = async (query: Record<string, unknown>) => ({
      ...(await signedLongRead(query)),
      subheadlines: { basic: "A subheadline" },
    });
    renderPromo(MediumPromo, {
      customFields: { itemContentConfig: THE_LONG_READ, valueToDisplay: "Subheadline" },
      content: { "content-api": source },
    });
    expect(await screen.findByText("A subheadline")).toHaveClass("b-promo__description");
  });

  it("shows the headline's inline markup inside its link, as the article body does; a link in it keeps its text", async () => {
    const source = async (query: Record<string, unknown>) => ({
      ...(await signedLongRead(query)),
      headlines: { basic: 'Riders return to <i>transit</i> on <a href="/elsewhere/">the</a> new line' },
    });
    const { container } = renderPromo(MediumPromo, {
      customFields: { itemContentConfig: THE_LONG_READ },
      content: { "content-api": source },
    });
    const link = await screen.findByRole("link", { name: "Riders return to transit on the new line" });
    expect(link).toHaveAttribute("href", LONG_READ);
    expect(link.innerHTML).toBe("Riders return to <i>transit</i> on the new line");
    expect(container.querySelector('a[href="/elsewhere/"]')).toBeNull();
  });

  it("neutralises hostile markup in a headline: no script, handler or unknown tag reaches the page", async () => {
    const source = async (query: Record<string, unknown>) => ({
      ...(await signedLongRead(query)),
      headlines: { basic: 'Bridge <script>alert(1)</script><i onclick="x()">opens</i><img src=x onerror="alert(2)">' },
    });
    const { container } = renderPromo(SmallPromo, {
      customFields: { itemContentConfig: THE_LONG_READ },
      content: { "content-api": source },
    });
    const link = await screen.findByRole("link", { name: "Bridge opens" });
    expect(link.innerHTML).toBe("Bridge <i>opens</i>");
    expect(container.querySelector(".b-promo__headline script, .b-promo__headline img, [onclick]")).toBeNull();
  });

  it("leaves out a headline whose markup holds no text", async () => {
    const source = async (query: Record<string, unknown>) => ({
      ...(await signedLongRead(query)),
      headlines: { basic: "<i> </i>" },
    });
    const { container } = renderPromo(MediumPromo, {
      customFields: { itemContentConfig: THE_LONG_READ, showDescription: true },
      content: { "content-api": source },
    });
    await screen.findByText(/How a handful of county clerks/);
    expect(container.querySelector(".b-promo__headline")).toBeNull();
  });

  it("shows an alert badge, rounded corners, and a video story as a poster marked Video", async () => {
    const video = async (query: Record<string, unknown>) => ({ ...(await signedLongRead(query)), type: "video" });
    const { container } = renderPromo(LargePromo, {
      customFields: {
        itemContentConfig: THE_LONG_READ,
        alertBadge: "Live",
        borderRadius: true,
      },
      content: { "content-api": video },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(screen.getByText("Live")).toHaveClass("c-badge");
    const root = container.querySelector(".b-promo");
    expect(root).toHaveClass("b-promo--rounded");
    expect(container.querySelector(".b-promo__play")).toHaveTextContent("Video");
    expect(container.querySelector("video, iframe, script")).toBeNull();
  });

  it("signs an override image through the signing service: by id, else by address; a saved token wins", async () => {
    expect(
      signingQuery({ imageOverrideURL: "https://img.example/a.jpg", imageOverrideId: "ABCDEFGHIJKLMNOPQRSTUVWXYZ" }),
    ).toEqual({
      id: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    });
    expect(signingQuery({ imageOverrideURL: "https://img.example/a.jpg" })).toEqual({
      id: "https://img.example/a.jpg",
    });
    expect(signingQuery({ imageOverrideURL: "https://img.example/a.jpg", imageOverrideAuth: "saved" })).toBeUndefined();
    expect(signingQuery({})).toBeUndefined();

    const signing = jest.fn((query: Record<string, unknown>) => ({ hash: `hash-of-${String(query.id)}` }));
    const { container } = renderPromo(LargePromo, {
      customFields: {
        itemContentConfig: THE_LONG_READ,
        imageOverrideURL: "https://img.example/a.jpg",
        imageOverrideId: "OVERRIDEIMAGEID",
        imageFocalPoint: { x: 10, y: 20 },
      },
      content: { "content-api": SOURCES_ON_FAKE["content-api"], "signing-service": signing },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    await landed();
    expect(signing).toHaveBeenCalledWith({ id: "OVERRIDEIMAGEID" });
    const src = container.querySelector("img")?.getAttribute("src") ?? "";
    expect(src).toContain("auth=hash-of-OVERRIDEIMAGEID");
    expect(src).toContain("focal=10,20");
    expect(src).toContain(encodeURIComponent("https://img.example/a.jpg"));
  });

  it("is editable in place in PageBuilder: headline, description, overline and image", async () => {
    const { container } = renderPromo(ExtraLargePromo, {
      customFields: { itemContentConfig: THE_LONG_READ },
      context: { isAdmin: true },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(container.querySelector(".b-promo__headline")).toHaveAttribute("data-content-path", "headlines.basic");
    expect(container.querySelector(".b-promo__description")).toHaveAttribute("data-content-path", "description.basic");
    expect(container.querySelector(".b-promo__overline")).toHaveAttribute("data-content-path", "label.basic.text");
    expect(container.querySelector(".b-promo__media")).toHaveAttribute(
      "data-searchable-field",
      "imageOverrideURL imageOverrideId imageOverrideAuth imageFocalPoint",
    );
  });

  it("is not editable for readers", async () => {
    const { container } = renderPromo(ExtraLargePromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(container.querySelector("[data-content-path], [contenteditable], [data-searchable-field]")).toBeNull();
  });

  it("lazy loads the image when asked, never in the editor", async () => {
    const lazy = renderPromo(MediumPromo, { customFields: { itemContentConfig: THE_LONG_READ, lazyLoad: true } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(lazy.container.querySelector("img")).toHaveAttribute("loading", "lazy");
    lazy.unmount();
    const admin = renderPromo(MediumPromo, {
      customFields: { itemContentConfig: THE_LONG_READ, lazyLoad: true },
      context: { isAdmin: true },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(admin.container.querySelector("img")).toHaveAttribute("loading", "eager");
  });

  it("fetches the lead picture first and never lazily; other pictures at the browser's own priority", async () => {
    const lead = renderPromo(ExtraLargePromo, {
      customFields: { itemContentConfig: THE_LONG_READ, lazyLoad: true, leadImage: true },
    });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(lead.container.querySelector("img")).toHaveAttribute("fetchpriority", "high");
    expect(lead.container.querySelector("img")).toHaveAttribute("loading", "eager");
    lead.unmount();
    const other = renderPromo(ExtraLargePromo, { customFields: { itemContentConfig: THE_LONG_READ } });
    await screen.findByRole("link", { name: LONG_READ_HEADLINE });
    expect(other.container.querySelector("img")).not.toHaveAttribute("fetchpriority");
  });
});

describe("manual promos", () => {
  it.each(Object.entries(MANUAL))("%s shows what the editor wrote", async (size, block) => {
    const { container } = renderPromo(block, {
      customFields: { ...MANUAL_FIELDS, showOverline: true, showDescription: true },
    });
    await landed();
    const link = screen.getByRole("link", { name: MANUAL_FIELDS.headline });
    expect(link).toHaveAttribute("href", MANUAL_FIELDS.linkURL);
    expect(screen.getByRole("link", { name: "Transport" })).toHaveAttribute("href", "/transport/");
    expect(screen.getByText(MANUAL_FIELDS.description)).toBeInTheDocument();
    expect(container.querySelector(".b-promo")).toHaveClass(`b-${size}-manual-promo`);
    expect(widthAsked(container.querySelector("img"))).toBe(promoVariant(size as "large", "manual").imageWidth);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("writes the headline an editor typed as the text it is (a text field, not a story's inline HTML)", async () => {
    renderPromo(LargeManualPromo, { customFields: { ...MANUAL_FIELDS, headline: "Ferries & <i>you</i>" } });
    await landed();
    expect(screen.getByRole("link", { name: "Ferries & <i>you</i>" }).querySelector("i")).toBeNull();
  });

  it("is editable in place in PageBuilder by the paths a story's texts have, for editors only", async () => {
    const editor = renderPromo(LargeManualPromo, { customFields: MANUAL_FIELDS, context: { isAdmin: true } });
    await landed();
    const { container } = editor;
    expect(container.querySelector(".b-promo__headline")).toHaveAttribute("data-content-path", "headlines.basic");
    expect(container.querySelector(".b-promo__description")).toHaveAttribute("data-content-path", "description.basic");
    expect(container.querySelector(".b-promo__overline")).toHaveAttribute("data-content-path", "label.basic.text");
    editor.unmount();
    const reader = renderPromo(LargeManualPromo, { customFields: MANUAL_FIELDS });
    await landed();
    expect(reader.container.querySelector("[data-content-path], [contenteditable]")).toBeNull();
  });

  it("opens the link in this tab unless newTab is on", async () => {
    const { unmount } = renderPromo(LargeManualPromo, { customFields: MANUAL_FIELDS });
    await landed();
    expect(screen.getByRole("link", { name: MANUAL_FIELDS.headline })).not.toHaveAttribute("target");
    unmount();
    renderPromo(LargeManualPromo, { customFields: { ...MANUAL_FIELDS, newTab: true } });
    await landed();
    const link = screen.getByRole("link", { name: /Ferry timetable changes from Monday/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("signs the override image by its address", async () => {
    const signing = jest.fn((query: Record<string, unknown>) => ({ hash: `h-${String(query.id).length}` }));
    const { container } = renderPromo(MediumManualPromo, {
      customFields: MANUAL_FIELDS,
      content: { "signing-service": signing },
    });
    await landed();
    expect(signing).toHaveBeenCalledWith({ id: MANUAL_FIELDS.imageOverrideURL });
    expect(container.querySelector("img")?.getAttribute("src")).toContain("auth=h-");
  });

  it("renders nothing with nothing written", async () => {
    const { container } = renderPromo(SmallManualPromo);
    await landed();
    expect(container).toBeEmptyDOMElement();
  });
});
