import { screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { useContentState } from "@broadsheet/kit";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { CardList, NumberedList, SimpleList, listFilter } from "./index";
import { collectionsSource, feedOf, feedStory, renderList, SOURCE, TOP_STORIES } from "./test-render";

// The kit hook every list fetches through (it hands source, query and filter to Fusion's useContent).
// kit and local-host import each other, so the mock delegates lazily instead of copying kit's exports.
jest.mock("@broadsheet/kit", () => {
  const actual: typeof import("@broadsheet/kit") = jest.requireActual("@broadsheet/kit");
  const spy = jest.fn((...args: Parameters<typeof actual.useContentState>) => actual.useContentState(...args));
  return new Proxy(actual, {
    get: (target, key) => (key === "useContentState" ? spy : Reflect.get(target, key)),
  });
});

setupFakeArc();

/** The Daily's top stories as the fake Arc answers them: their headlines, in order. */
async function topHeadlines(): Promise<string[]> {
  const collection = await collectionsSource()({ content_alias: "top-stories" });
  return collection.content_elements.map((item) => item.headlines?.basic ?? "");
}

const items = (container: HTMLElement) => Array.from(container.querySelectorAll(".b-story-list__items > li"));
const headlinesOf = (container: HTMLElement) =>
  items(container).map((item) => item.querySelector(".b-list-item__link")?.textContent ?? "");

afterEach(() => jest.mocked(useContentState).mockClear());

describe.each([
  ["card-list", CardList, "Card List"],
  ["simple-list", SimpleList, "Simple List"],
  ["numbered-list", NumberedList, "Numbered List"],
])("%s", (name, block, label) => {
  it("is a static feature with a feed, a title and lazy loading", () => {
    expect(block.definition.name).toBe(name);
    expect(block.definition.kind).toBe("feature");
    expect(block.label).toBe(label);
    expect(block.static).toBe(true);
    const { listContentConfig, title, lazyLoad } = block.definition.fields.fields;
    expect(listContentConfig.kind).toBe("contentConfig");
    expect(listContentConfig.settings).toEqual({ schemas: ["ans-feed"] });
    expect(title.kind).toBe("text");
    expect(lazyLoad.kind).toBe("boolean");
  });

  it("shows the feed's stories, each linking to its address on this site, with no axe violations", async () => {
    const headlines = await topHeadlines();
    const { container } = renderList(block, { customFields: { title: "Top stories" } });
    await screen.findByRole("link", { name: headlines[0] });
    expect(headlinesOf(container)).toEqual(headlines.slice(0, name === "card-list" ? 5 : undefined));
    for (const link of container.querySelectorAll<HTMLAnchorElement>(".b-list-item__link")) {
      expect(link.getAttribute("href")).toMatch(/^\/.+\/$/);
      expect(link).not.toHaveAttribute("target");
    }
    expect(screen.getByRole("heading", { level: 2, name: "Top stories" })).toHaveClass(`b-${name}__title`);
    expect(container.firstElementChild).toHaveClass(`b-${name}`);
    expect(await axe(container)).toHaveNoViolations();
  });

  it(`asks its source with the editor's settings and feature "${name}", for only the fields it renders`, async () => {
    const source = jest.fn(() => feedOf(2));
    renderList(block, { feed: source });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(source).toHaveBeenCalledWith({ content_alias: "top-stories", feature: name });
    const [config, filter] = jest.mocked(useContentState).mock.calls[0] ?? [];
    expect(config).toEqual({
      contentService: SOURCE,
      contentConfigValues: { content_alias: "top-stories", feature: name },
    });
    const parts = name === "card-list" ? { overline: true, image: true, byline: true, date: true } : { image: true };
    expect(filter).toBe(listFilter("the-daily", parts));
    // No list shows a story's body, description (but the card list's none either) or taxonomy beyond its section.
    expect(filter).not.toMatch(/content_elements \{[^]*content_elements|description|tags|subheadlines/);
  });

  it("asks for no image fields with the image off", async () => {
    renderList(block, { feed: feedOf(1), customFields: { showImage: false } });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(jest.mocked(useContentState).mock.calls[0]?.[1]).not.toContain("promo_items");
    expect(document.querySelector("img")).toBeNull();
  });

  it("skips stories with no website entry for this site", async () => {
    const feed = { content_elements: [feedStory(1, {}, "le-quotidien"), feedStory(2), feedStory(3, { websites: {} })] };
    const { container } = renderList(block, { feed });
    await screen.findByRole("link", { name: "Story number 2" });
    expect(headlinesOf(container)).toEqual(["Story number 2"]);
    expect(screen.getByRole("link", { name: "Story number 2" })).toHaveAttribute("href", "/news/story-2/");
  });

  it("shows readers nothing without stories, and tells editors why", async () => {
    const empty = renderList(block, { feed: { content_elements: [feedStory(1, {}, "le-quotidien")] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const unset = renderList(block, { customFields: { listContentConfig: undefined }, isAdmin: true });
    expect(within(unset.container).getByRole("note")).toHaveTextContent(
      `${label}: choose a feed or collection to show its stories.`,
    );
    unset.unmount();
    renderList(block, { feed: { content_elements: [] }, isAdmin: true });
    expect(await screen.findByRole("note")).toHaveTextContent(`${label}: the feed has no stories for this site`);
  });

  it("lets the browser skip a lazy list until it nears the screen, but never in the editor", async () => {
    const lazy = renderList(block, { feed: feedOf(1), customFields: { lazyLoad: true } });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(lazy.container.firstElementChild).toHaveClass("b-story-list--lazy");
    lazy.unmount();
    const admin = renderList(block, { feed: feedOf(1), customFields: { lazyLoad: true }, isAdmin: true });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(admin.container.firstElementChild).not.toHaveClass("b-story-list--lazy");
  });

  it("has no title heading without a title", async () => {
    renderList(block, { feed: feedOf(1), customFields: { title: "   " } });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(document.querySelector(".b-story-list__title")).toBeNull();
  });
});

describe("card list", () => {
  it("shows displayAmount stories at most (5 by default)", async () => {
    const five = renderList(CardList, { feed: feedOf(8) });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(items(five.container)).toHaveLength(5);
    five.unmount();
    const two = renderList(CardList, { feed: feedOf(8), customFields: { displayAmount: 2 } });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(headlinesOf(two.container)).toEqual(["Story number 1", "Story number 2"]);
  });

  it("starts offsetOverride stories into the feed", async () => {
    const { container } = renderList(CardList, {
      feed: feedOf(8),
      customFields: { offsetOverride: 3, displayAmount: 3 },
    });
    await screen.findByRole("link", { name: "Story number 4" });
    expect(headlinesOf(container)).toEqual(["Story number 4", "Story number 5", "Story number 6"]);
    expect(container.querySelector(".b-card-list__item--main .b-list-item__link")).toHaveTextContent("Story number 4");
  });

  it("shows the first story large: overline, heading, byline and date over a 377 px image (377/754/1508)", async () => {
    const headlines = await topHeadlines();
    const { container } = renderList(CardList);
    const link = await screen.findByRole("link", { name: headlines[0] });
    const main = container.querySelector(".b-card-list__item--main");
    expect(main).toContainElement(link);
    expect(screen.getAllByRole("heading", { level: 2 })[0]).toContainElement(link);
    expect(main?.querySelector(".c-overline")).not.toBeNull();
    expect(main?.querySelector(".b-list-item__meta")).toHaveTextContent(/^By .+ · .+\d{4}$/);
    expect(main?.querySelector("time")).toHaveAttribute("datetime");
    const image = main?.querySelector("img");
    expect(image).toHaveAttribute("width", "377");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image?.getAttribute("src")).toContain("width=377");
    const srcset = image?.getAttribute("srcset") ?? "";
    expect(srcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["377w", "754w", "1508w"]);
    // Drawn at its own width from the desktop breakpoint, the column's on phones: a phone is not sent 1508 px.
    expect(image).toHaveAttribute("sizes", "(min-width: 48rem) 377px, 100vw");
    expect(link).toHaveClass("c-link--headline");
  });

  it("shows the other stories as compact rows with a 105 px image and no heading", async () => {
    const { container } = renderList(CardList, { feed: feedOf(3) });
    await screen.findByRole("link", { name: "Story number 2" });
    const rows = container.querySelectorAll(".b-card-list__item:not(.b-card-list__item--main)");
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.querySelector("img")).toHaveAttribute("width", "105");
      expect(row.querySelector("img")).toHaveAttribute("loading", "lazy");
      expect(row.querySelector("h2, h3, .c-overline, time")).toBeNull();
    }
  });

  it("hides the parts the editor turns off", async () => {
    const { container } = renderList(CardList, {
      feed: feedOf(2),
      customFields: { showOverline: false, showByline: false, showDate: false },
    });
    await screen.findByRole("link", { name: "Story number 1" });
    expect(container.querySelector(".c-overline, .b-list-item__meta")).toBeNull();
  });

  it("marks sponsored stories instead of their section", async () => {
    renderList(CardList, { feed: feedOf(1, () => ({ owner: { sponsored: true } })) });
    expect(await screen.findByText("Sponsored Content")).toHaveClass("c-overline--sponsored");
  });
});

describe("simple list", () => {
  it("clamps each headline to 3 lines and draws a 274 px image", async () => {
    const { container } = renderList(SimpleList, { feed: feedOf(2) });
    await screen.findByRole("link", { name: "Story number 1" });
    for (const item of items(container)) {
      const headline = item.querySelector(".b-list-item__headline");
      expect(headline).toHaveClass("c-paragraph--truncated");
      expect(item.querySelector("img")).toHaveAttribute("width", "274");
    }
    expect(document.head.innerHTML + container.innerHTML).toMatch(/line-clamp:\s*3/);
  });

  it("shows a headline's inline markup inside its link, and names a hidden headline's image with its text", async () => {
    const markup = 'Riders return to <i>transit</i><script>alert(1)</script> <a href="/x/">today</a>';
    const feed = { content_elements: [feedStory(1, { headlines: { basic: markup } })] };
    const shown = renderList(SimpleList, { feed });
    const link = await screen.findByRole("link", { name: "Riders return to transit today" });
    expect(link.innerHTML).toBe("Riders return to <i>transit</i> today");
    expect(shown.container.querySelector('script, a[href="/x/"]')).toBeNull();
    shown.unmount();
    renderList(SimpleList, { feed, customFields: { showHeadline: false } });
    const image = await screen.findByRole("img", { name: "Riders return to transit today" });
    expect(image).toHaveAttribute("alt", "Riders return to transit today");
  });

  it("links the image, named by the headline, when the headline is hidden", async () => {
    const { container } = renderList(SimpleList, { feed: feedOf(1), customFields: { showHeadline: false } });
    const link = await screen.findByRole("link", { name: "Story number 1" });
    expect(link).toHaveAttribute("href", "/news/story-1/");
    expect(within(link).getByRole("img")).toHaveAttribute("alt", "Story number 1");
    expect(container.querySelector(".b-list-item__headline")).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("numbered list", () => {
  it("numbers its own items with an ordered list, and draws 274 px images", async () => {
    const { container } = renderList(NumberedList, { feed: feedOf(3) });
    await screen.findByRole("link", { name: "Story number 1" });
    const list = container.querySelector("ol.b-numbered-list__items");
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getAllByRole("listitem")).toHaveLength(3);
    expect(container.querySelector("ul")).toBeNull();
    for (const image of container.querySelectorAll("img")) expect(image).toHaveAttribute("width", "274");
    expect(document.head.innerHTML + container.innerHTML).toContain("counter(bs-numbered-list)");
  });

  it("counts from 1 whatever the feed skipped", async () => {
    const feed = { content_elements: [feedStory(1, {}, "elsewhere"), feedStory(2), feedStory(3)] };
    const { container } = renderList(NumberedList, { feed });
    await screen.findByRole("link", { name: "Story number 2" });
    expect(container.querySelector("ol")).not.toHaveAttribute("start");
    expect(items(container)[0]).toHaveTextContent("Story number 2");
  });
});

describe("the top stories through the real collections source", () => {
  it("uses each story's own website_url for The Daily", async () => {
    const source = collectionsSource();
    const collection = await source({ content_alias: "top-stories" });
    const expected = collection.content_elements.map((item) => item.websites?.["the-daily"]?.website_url);
    const { container } = renderList(SimpleList, { customFields: { listContentConfig: TOP_STORIES } });
    await screen.findAllByRole("link");
    expect(Array.from(container.querySelectorAll(".b-list-item__link")).map((a) => a.getAttribute("href"))).toEqual(
      expected,
    );
  });
});
