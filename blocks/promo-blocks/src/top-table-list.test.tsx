import { screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { applyFilter, parseFilter } from "@broadsheet/local-host";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { TopTableList, topTableFilter, TOP_TABLE_RESPONSIVE_WIDTHS } from "./index";
import { landed, renderPromo, SOURCES_ON_FAKE } from "./test-render";

setupFakeArc();

const TOP_STORIES = {
  contentService: "content-api-collections",
  contentConfigValues: { content_alias: "top-stories" },
};
const SECTION_FEED = { contentService: "story-feed-sections", contentConfigValues: { feedSize: 8 } };

const headlinesIn = (element: Element) =>
  Array.from(element.querySelectorAll(".b-promo__headline")).map((heading) => heading.textContent);

describe("Top Table List", () => {
  it("is the static feature top-table-list with a feed, counts per size, offset and stories per row", () => {
    const { fields } = TopTableList.definition.fields;
    expect(TopTableList.definition.name).toBe("top-table-list");
    expect(TopTableList.static).toBe(true);
    expect(fields.listContentConfig.settings).toEqual({ schemas: ["ans-feed"] });
    expect(fields.offsetOverride.defaultValue).toBe(0);
    expect(fields.storiesPerRowSM).toMatchObject({ defaultValue: 2, settings: { min: 1, max: 4 } });
    // Spec §9: XL 4:3, LG 4:3, MD 16:9, SM 3:2.
    expect(
      [fields.imageRatioXL, fields.imageRatioLG, fields.imageRatioMD, fields.imageRatioSM].map((f) => f.defaultValue),
    ).toEqual(["4:3", "4:3", "16:9", "3:2"]);
    expect(fields.showHeadlineSM.defaultValue).toBe(true);
    expect(fields.showDescriptionSM.defaultValue).toBe(false);
  });

  it("lays out XL, large and medium stories, then small ones in rows, from the collection in order", async () => {
    const { container } = renderPromo(TopTableList, {
      customFields: {
        listContentConfig: TOP_STORIES,
        extraLarge: 1,
        large: 1,
        medium: 2,
        small: 3,
        storiesPerRowSM: 3,
      },
    });
    await screen.findAllByRole("link");
    const groups = container.querySelectorAll(".b-top-table-list > ul");
    expect(Array.from(groups).map((group) => group.className.match(/b-top-table-list__\S+/g)?.join(" "))).toEqual([
      "b-top-table-list__group b-top-table-list__group--extra-large",
      "b-top-table-list__group b-top-table-list__group--large",
      "b-top-table-list__group b-top-table-list__group--medium",
      "b-top-table-list__small b-top-table-list__small--3",
    ]);
    expect(container.querySelectorAll(".b-promo--extra-large")).toHaveLength(1);
    expect(container.querySelectorAll(".b-promo--medium")).toHaveLength(2);
    expect(container.querySelectorAll(".b-promo--small")).toHaveLength(3);
    expect(container.querySelectorAll(".b-promo--small.b-promo--image-right").length).toBeGreaterThan(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("skips the offset's first stories", async () => {
    const plain = renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES, large: 2, medium: 0, small: 0 },
    });
    await screen.findAllByRole("link");
    const first = headlinesIn(plain.container);
    plain.unmount();
    const offset = renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES, large: 2, medium: 0, small: 0, offsetOverride: 1 },
    });
    await screen.findAllByRole("link");
    expect(headlinesIn(offset.container)[0]).toBe(first[1]);
  });

  it("fetches the first story's picture first when it is the page's lead picture, and only that one", async () => {
    const { container } = renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES, extraLarge: 1, large: 2, medium: 0, small: 0, leadImage: true },
    });
    await screen.findAllByRole("link");
    const priorities = [...container.querySelectorAll("img")].map((img) => img.getAttribute("fetchpriority"));
    expect(priorities).toEqual(["high", null, null]);
  });

  it("asks for responsive images at 400, 600, 800 and 1200", async () => {
    const { container } = renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES, large: 1, medium: 0, small: 0 },
    });
    await screen.findAllByRole("link");
    const srcset = container.querySelector("img")?.getAttribute("srcset") ?? "";
    expect(srcset.match(/ \d+w/g)?.map((descriptor) => descriptor.trim())).toEqual(
      TOP_TABLE_RESPONSIVE_WIDTHS.map((width) => `${width}w`),
    );
  });

  it("asks its source with feature top-table-list, and only for the fields some size shows", async () => {
    const source = jest.fn(SOURCES_ON_FAKE["content-api-collections"]);
    renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES },
      content: { "content-api-collections": source },
    });
    await landed();
    expect(source).toHaveBeenCalledWith({ content_alias: "top-stories", feature: "top-table-list" });
    const show = { overline: false, headline: true, image: false, description: false, byline: false, date: false };
    const picked = applyFilter(
      { content_elements: [theLongRead], count: 1 },
      parseFilter(topTableFilter(show, "the-daily")),
    );
    expect(picked).toEqual({
      content_elements: [
        {
          _id: theLongRead._id,
          type: "story",
          website_url: theLongRead.website_url,
          websites: { "the-daily": { website_url: theLongRead.website_url } },
          headlines: theLongRead.headlines,
        },
      ],
    });
  });

  it("on a section page, story-feed-sections without sections reads the page's own section", async () => {
    const source = jest.fn(SOURCES_ON_FAKE["story-feed-sections"]);
    const { container } = renderPromo(TopTableList, {
      customFields: { listContentConfig: SECTION_FEED },
      content: { "story-feed-sections": source },
      context: { globalContent: { _id: "/politics", name: "Politics", node_type: "section" } },
    });
    await screen.findAllByRole("link");
    expect(source).toHaveBeenCalledWith({ feedSize: 8, includeSections: "/politics", feature: "top-table-list" });
    expect(within(container).getAllByRole("heading").length).toBeGreaterThan(0);
  });

  it("renders nothing without a feed, or with an empty one", async () => {
    const none = renderPromo(TopTableList);
    await landed();
    expect(none.container).toBeEmptyDOMElement();
    none.unmount();
    const empty = renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES },
      content: { "content-api-collections": () => ({ content_elements: [] }) },
    });
    await landed();
    expect(empty.container).toBeEmptyDOMElement();
  });

  it("shows each headline's inline markup through the body's allow-list, inside the link to its story", async () => {
    const feed = {
      content_elements: [
        {
          ...theLongRead,
          promo_items: undefined,
          headlines: { basic: "Riders return to <i>transit</i><script>alert(1)</script>" },
        },
      ],
    };
    const { container } = renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES, large: 1, medium: 0, small: 0 },
      content: { "content-api-collections": () => feed },
    });
    const link = await screen.findByRole("link", { name: "Riders return to transit" });
    expect(link.innerHTML).toBe("Riders return to <i>transit</i>");
    expect(container.querySelector("script")).toBeNull();
  });

  it("is editable in place in PageBuilder: each story's headline", async () => {
    const { container } = renderPromo(TopTableList, {
      customFields: { listContentConfig: TOP_STORIES, large: 1, medium: 0, small: 0 },
      context: { isAdmin: true },
    });
    await screen.findAllByRole("link");
    expect(container.querySelector(".b-promo__headline")).toHaveAttribute("data-content-path", "headlines.basic");
  });
});
