import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { ArticleBody } from "./article-body";

const IMAGE = {
  _id: "IMG1",
  type: "image",
  url: "https://cdn.example.com/photos/IMG1.jpg",
  width: 3000,
  height: 2000,
  auth: { "2": "token" },
  alt_text: "Clerks at a long table",
  caption: "The count took three days.",
  subtitle: "Counting",
  credits: { by: [{ type: "author", name: "Rhys Tanaka-Bell" }], affiliation: [{ name: "The Daily" }] },
};

function renderBody(elements: unknown[], options: { location?: string; adPlacements?: string } = {}) {
  const globalContent = { _id: "story", type: "story", content_elements: elements, location: options.location };
  return render(
    renderBlock(ArticleBody, {
      context: { globalContent },
      customFields: options.adPlacements === undefined ? {} : { adPlacements: options.adPlacements },
    }),
  );
}

const text = (content: string) => ({ type: "text", content });
const paragraphs = (count: number) => Array.from({ length: count }, (_, i) => text(`Paragraph ${i + 1}`));

describe("Article Body", () => {
  it("is the feature article-body, an island (for its ads) that hydrates near view", () => {
    expect(ArticleBody.definition.name).toBe("article-body");
    expect(ArticleBody.definition.hydration).toBe("visible");
    expect(ArticleBody.static).toBe(false);
  });

  it("renders nothing without content elements", () => {
    expect(renderBody([]).container).toBeEmptyDOMElement();
    const { container } = render(renderBlock(ArticleBody, { context: { globalContent: "story" } }));
    expect(container).toBeEmptyDOMElement();
  });

  describe("text", () => {
    it("renders paragraphs in order, keeping allowed inline markup", () => {
      const { container } = renderBody([text("First <em>one</em>"), text("Second")]);
      const ps = container.querySelectorAll("p.b-article-body__text");
      expect([...ps].map((p) => p.textContent)).toEqual(["First one", "Second"]);
      expect(ps[0]?.querySelector("em")).toHaveTextContent("one");
    });

    it("never writes other markup from a paragraph", () => {
      const { container } = renderBody([text('<img src=x onerror="alert(1)"><script>alert(2)</script>Safe')]);
      expect(container.querySelector("img, script")).toBeNull();
      expect(container).toHaveTextContent("Safe");
    });

    it("prefixes the dateline to the first paragraph only", () => {
      const { container } = renderBody([{ type: "divider" }, text("  "), text("First."), text("Second.")], {
        location: "PORT ALLERTON",
      });
      const ps = container.querySelectorAll("p.b-article-body__text");
      expect(ps[0]?.textContent).toBe("PORT ALLERTON — First.");
      expect(ps[0]?.querySelector(".b-article-body__dateline")).toHaveTextContent("PORT ALLERTON");
      expect(ps[1]?.textContent).toBe("Second.");
    });

    it("has no dateline without a location", () => {
      const { container } = renderBody([text("First.")], { location: "  " });
      expect(container.querySelector(".b-article-body__dateline")).toBeNull();
    });
  });

  describe("ad slots", () => {
    /** The paragraph each slot follows, read from its element id (`bs-ad-<block>-after-<n>`). */
    const afterOf = (container: HTMLElement) =>
      [...container.querySelectorAll(".b-article-body__ad-slot .b-ads__slot")].map((slot) =>
        slot.id.replace(/^.*-after-/, ""),
      );

    it("places a slot after each paragraph number configured", () => {
      const { container } = renderBody(paragraphs(6), { adPlacements: "1, 3" });
      const slots = container.querySelectorAll(".b-article-body__ad-slot");
      expect(afterOf(container)).toEqual(["1", "3"]);
      expect(slots[0]?.previousElementSibling).toHaveTextContent("Paragraph 1");
      expect(slots[1]?.previousElementSibling).toHaveTextContent("Paragraph 3");
    });

    it("counts text paragraphs only", () => {
      const { container } = renderBody([text("One"), { type: "divider" }, text("Two"), ...paragraphs(3)], {
        adPlacements: "2",
      });
      expect(container.querySelector(".b-article-body__ad-slot")?.previousElementSibling).toHaveTextContent("Two");
    });

    it("never places a slot after the last two paragraphs", () => {
      const { container } = renderBody(paragraphs(5), { adPlacements: "3, 4, 5, 6" });
      expect(afterOf(container)).toEqual(["3"]);
    });

    it("places none by default", () => {
      expect(renderBody(paragraphs(10)).container.querySelector(".b-article-body__ad-slot")).toBeNull();
    });
  });

  describe("header", () => {
    it.each([
      [undefined, 2],
      [3, 3],
      [0, 1],
      [9, 3],
      ["3", 3],
      ["big", 2],
    ])("level %j after an h2 is an h%d", (level, expected) => {
      renderBody([
        { type: "header", content: "Intro", level: 2 },
        { type: "header", content: "Section", level },
      ]);
      expect(screen.getByRole("heading", { name: "Section" })).toHaveProperty("tagName", `H${expected}`);
    });

    it("never skips a level below the heading before it", () => {
      renderBody([
        { type: "header", content: "A", level: 4 },
        { type: "header", content: "B", level: 2 },
        { type: "header", content: "C", level: 4 },
        { type: "header", content: "D", level: 3 },
      ]);
      expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual(["H2", "H2", "H3", "H3"]);
    });
  });

  describe("image", () => {
    it("is 800 wide with the article's responsive widths, caption and credits", () => {
      const { container } = renderBody([IMAGE]);
      const img = screen.getByRole("img", { name: "Clerks at a long table" });
      expect(img).toHaveAttribute("width", "800");
      const widths = [...(img.getAttribute("srcset") ?? "").matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
      expect(widths).toEqual([274, 400, 768, 1024, 1440]);
      const caption = container.querySelector("figcaption");
      expect(caption).toHaveTextContent("Counting");
      expect(caption).toHaveTextContent("The count took three days.");
      expect(caption).toHaveTextContent("Rhys Tanaka-Bell/The Daily");
    });

    it.each(["left", "right"])("floats %s at 400 wide", (alignment) => {
      const { container } = renderBody([{ ...IMAGE, alignment }]);
      expect(container.querySelector(`figure.b-article-body__image--${alignment}`)).not.toBeNull();
      expect(screen.getByRole("img")).toHaveAttribute("width", "400");
    });

    it("is full width for any other alignment", () => {
      const { container } = renderBody([{ ...IMAGE, alignment: "center" }]);
      expect(container.querySelector("figure")?.className).not.toMatch(/--(left|right)/);
      expect(screen.getByRole("img")).toHaveAttribute("width", "800");
    });

    it("is wrapped in its link", () => {
      renderBody([{ ...IMAGE, additional_properties: { link: "/politics/gallery/" } }]);
      const link = screen.getByRole("link", { name: "Clerks at a long table" });
      expect(link).toHaveAttribute("href", "/politics/gallery/");
      expect(within(link).getByRole("img")).toBeInTheDocument();
    });

    it("is not linked to an unsafe address", () => {
      renderBody([{ ...IMAGE, additional_properties: { link: "javascript:alert(1)" } }]);
      expect(screen.queryByRole("link")).toBeNull();
      expect(screen.getByRole("img")).toBeInTheDocument();
    });

    it("shows vanity credits instead of credits", () => {
      const { container } = renderBody([{ ...IMAGE, vanity_credits: { by: [{ name: "Graphic: Data desk" }] } }]);
      expect(container.querySelector("figcaption")).toHaveTextContent("Graphic: Data desk");
      expect(container.querySelector("figcaption")).not.toHaveTextContent("Rhys");
    });

    it("renders nothing without an address", () => {
      const { container } = renderBody([{ ...IMAGE, url: "" }]);
      expect(container.querySelector("figure")).toBeNull();
    });
  });

  describe("list", () => {
    it("renders ordered and unordered lists, with nested lists inside the item before them", () => {
      const { container } = renderBody([
        {
          type: "list",
          list_type: "unordered",
          items: [
            text("One"),
            { type: "list", list_type: "ordered", items: [text("One a"), text("One b")] },
            text("Two"),
          ],
        },
      ]);
      const outer = container.querySelector(".b-article-body > ul");
      expect(outer?.children).toHaveLength(2);
      const nested = outer?.children[0]?.querySelector("ol");
      expect(nested?.querySelectorAll("li")).toHaveLength(2);
      expect(outer?.children[1]).toHaveTextContent("Two");
    });
  });

  describe("correction", () => {
    it.each([
      ["correction", "Correction:"],
      ["clarification", "Clarification:"],
      [undefined, "Correction:"],
    ])("labels a %s", (correction_type, label) => {
      const { container } = renderBody([{ type: "correction", correction_type, text: "The count was 212." }]);
      expect(container.querySelector(".b-article-body__correction-label")).toHaveTextContent(label);
      expect(container.querySelector(".b-article-body__correction")).toHaveTextContent("The count was 212.");
    });
  });

  describe("quote", () => {
    it("renders a pullquote and a blockquote with their citations", () => {
      const quote = (subtype: string) => ({
        type: "quote",
        subtype,
        content_elements: [text(`A ${subtype}.`)],
        citation: { type: "text", content: "Margot Hale" },
      });
      const { container } = renderBody([quote("pullquote"), quote("blockquote")]);
      const pull = container.querySelector(".b-article-body__quote--pullquote");
      const block = container.querySelector(".b-article-body__quote--blockquote");
      expect(pull?.querySelector("blockquote")).toHaveTextContent("A pullquote.");
      expect(block?.querySelector("blockquote")).toHaveTextContent("A blockquote.");
      expect(pull?.querySelector("figcaption")).toHaveTextContent("Margot Hale");
      expect(block?.querySelector("figcaption")).toHaveTextContent("Margot Hale");
    });
  });

  describe("table", () => {
    it("renders the header row and the rows", () => {
      renderBody([
        {
          type: "table",
          header: [text("Finding"), text("Machines")],
          rows: [
            [text("Sound"), text("171")],
            [text("Retired"), text("12")],
          ],
        },
      ]);
      expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Finding", "Machines"]);
      expect(screen.getAllByRole("row")).toHaveLength(3);
      expect(screen.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Sound", "171", "Retired", "12"]);
    });
  });

  describe("embeds", () => {
    it("writes raw_html as HTML", () => {
      const { container } = renderBody([{ type: "raw_html", content: '<aside class="factbox"><b>Fact</b></aside>' }]);
      expect(container.querySelector(".b-article-body__raw-html aside.factbox b")).toHaveTextContent("Fact");
    });

    it.each([
      ["youtube", "https://www.youtube.com/embed/Wx7bQp2LmRc", "https://www.youtube-nocookie.com/embed/Wx7bQp2LmRc"],
      ["vimeo", "https://player.vimeo.com/video/914302276", "https://player.vimeo.com/video/914302276?dnt=1"],
    ])("shows a %s oEmbed as a poster that loads the player only when played", (subtype, src, player) => {
      const { container } = renderBody([
        { type: "oembed_response", subtype, raw_oembed: { title: "Clip", html: `<iframe src="${src}"></iframe>` } },
      ]);
      const frame = container.querySelector(`.b-article-body__oembed--${subtype} .c-video__frame iframe`);
      expect(frame).toHaveAttribute("title", "Clip");
      expect(frame).not.toHaveAttribute("src");
      const poster = new DOMParser().parseFromString(frame?.getAttribute("srcdoc") ?? "", "text/html");
      expect(poster.querySelector("a")?.getAttribute("href")).toContain(player);
      expect(container.querySelectorAll("[src], [srcset]")).toHaveLength(0);
    });

    it("shows nothing for an oEmbed whose markup names no player of its provider", () => {
      const { container } = renderBody([
        { type: "oembed_response", subtype: "youtube", raw_oembed: { html: '<iframe src="https://x"></iframe>' } },
      ]);
      expect(container.querySelector("iframe")).toBeNull();
    });

    it("skips oEmbeds of other providers", () => {
      const { container } = renderBody([
        { type: "oembed_response", subtype: "twitter", raw_oembed: { html: "<blockquote>tweet</blockquote>" } },
      ]);
      expect(container.querySelector(".b-article-body")?.childElementCount ?? 0).toBe(0);
      expect(container).not.toHaveTextContent("tweet");
    });

    it("plays a video from its embed markup and shows its title (its headline's text) and description as text", () => {
      const { container } = renderBody([
        {
          type: "video",
          embed_html: '<video title="Budget vote"></video>',
          headlines: { basic: "<b>Budget</b> vote" },
          description: { basic: "The vote, in full." },
        },
      ]);
      expect(container.querySelector(".c-video__frame video")).not.toBeNull();
      // A headline's inline markup is neither drawn nor shown escaped: the title is the text a reader sees of it.
      const title = container.querySelector(".b-article-body__video-title");
      expect(title?.innerHTML).toBe("Budget vote");
      expect(container).toHaveTextContent("The vote, in full.");
    });
  });

  describe("gallery", () => {
    const gallery = {
      type: "gallery",
      headlines: { basic: "The <i>workshop</i><script>alert(1)</script>" },
      content_elements: [
        { ...IMAGE, alt_text: "First" },
        { type: "text", content: "not an image" },
        { ...IMAGE, _id: "IMG2", alt_text: "Second" },
        { ...IMAGE, _id: "IMG3", alt_text: "Third" },
      ],
    };

    it("shows its images in order at 800 with the gallery widths, in a strip that scrolls", () => {
      const { container } = renderBody([gallery]);
      const group = screen.getByRole("group", { name: "The workshop" });
      expect(container.querySelector(".b-article-body__gallery-title")?.innerHTML).toBe("The workshop");
      const images = within(group).getAllByRole("img");
      expect(images.map((img) => img.getAttribute("alt"))).toEqual(["First", "Second", "Third"]);
      expect(images[0]).toHaveAttribute("width", "800");
      const widths = [...(images[0]?.getAttribute("srcset") ?? "").matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
      expect(widths).toEqual([400, 600, 800, 1600]);
      const strip = container.querySelector(".b-article-body__gallery-list");
      expect(strip?.children).toHaveLength(3);
      // Reachable from the keyboard, so the arrow keys scroll it; the browser's scroll buttons are named from these.
      expect(strip).toHaveAttribute("tabindex", "0");
      expect(strip).toHaveAttribute("data-previous", "Previous Slide");
      expect(strip).toHaveAttribute("data-next", "Next Slide");
    });

    it("counts each picture, and captions and credits it", () => {
      const { container } = renderBody([gallery]);
      const counts = [...container.querySelectorAll(".b-article-body__gallery-count")].map((c) => c.textContent);
      expect(counts).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
      expect(container.querySelector(".b-article-body__gallery-slide figcaption")).toHaveTextContent(
        "Counting The count took three days. Rhys Tanaka-Bell/The Daily",
      );
    });

    it("letterboxes every picture in one ratio, scroll-snapped, with no script", () => {
      const { container } = renderBody([gallery]);
      const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
      expect(css).toMatch(/\.b-article-body__gallery-list\{[^}]*overflow-x:auto;[^}]*scroll-snap-type:x mandatory/);
      expect(css).toMatch(/\.b-article-body__gallery-frame\{position:relative;aspect-ratio:3 \/ 2;/);
      expect(css).toMatch(/\.b-article-body__gallery-frame img\{[^}]*block-size:100%;object-fit:contain/);
      expect(css).toContain("::scroll-button(inline-end)");
      expect(container.querySelector("script, button")).toBeNull();
    });

    it("is named by the phrase when it has no title", () => {
      renderBody([{ ...gallery, headlines: {} }]);
      expect(screen.getByRole("group", { name: "Gallery" })).toBeInTheDocument();
    });
  });

  describe("other elements", () => {
    it("renders an interstitial link, a divider and a copyright line", () => {
      const { container } = renderBody([
        { type: "interstitial_link", url: "/politics/turnout/", content: "Read more: turnout" },
        { type: "divider" },
        { type: "copyright", content: "© 2026 The Daily" },
      ]);
      expect(screen.getByRole("link", { name: "Read more: turnout" })).toHaveAttribute("href", "/politics/turnout/");
      expect(screen.getByRole("separator")).toBeInTheDocument();
      expect(container.querySelector(".b-article-body__copyright")).toHaveTextContent("© 2026 The Daily");
    });

    it("skips unknown element types and renders the rest", () => {
      const { container } = renderBody([{ type: "poll", content: "Vote!" }, text("Kept"), "junk", null]);
      expect(container).not.toHaveTextContent("Vote!");
      expect(container).toHaveTextContent("Kept");
    });
  });

  describe("the long read", () => {
    it("renders every element type it holds", () => {
      const { container } = render(renderBlock(ArticleBody, { context: { globalContent: theLongRead } }));
      const body = container.querySelector(".b-article-body");
      const texts = theLongRead.content_elements.filter((element) => element.type === "text");
      expect(body?.querySelectorAll(":scope > p.b-article-body__text")).toHaveLength(texts.length);
      for (const selector of [
        ".b-article-body__dateline",
        ".b-article-body__image--left",
        ".b-article-body__image--right",
        ".b-article-body__image-link",
        ".b-article-body__quote--pullquote",
        ".b-article-body__quote--blockquote",
        ".b-article-body__list--ordered",
        ".b-article-body__list--unordered",
        ".b-article-body__interstitial-link",
        ".b-article-body__raw-html",
        ".b-article-body__correction--correction",
        ".b-article-body__correction--clarification",
        ".b-article-body__oembed--youtube",
        ".b-article-body__oembed--vimeo",
        ".b-article-body__table",
        ".b-article-body__video",
        ".b-article-body__gallery",
        ".b-article-body__copyright",
        ".b-article-body__divider",
      ]) {
        expect([selector, body?.querySelector(selector) !== null]).toEqual([selector, true]);
      }
      expect(body?.children.length).toBe(theLongRead.content_elements.length);
    });

    it("has no axe violations", async () => {
      const { container } = render(
        renderBlock(ArticleBody, { context: { globalContent: theLongRead }, customFields: { adPlacements: "3, 9" } }),
      );
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
