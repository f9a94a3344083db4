import { format } from "node:util";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { applyFilter, parseFilter, renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { inlineMarkup } from "@broadsheet/local-host/testing/inline-markup";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { contentApi } from "@broadsheet/content-sources-block";
import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { RelatedStory } from "./index";
import { CONTENT_WAIT_MS } from "@broadsheet/kit";
import { inlineText } from "@broadsheet/components";
import { readRelatedStory, RELATED_STORY_FILTER } from "./story-content";

const LONG_READ = "/politics/2026/11/20/the-long-read/";
const HEADLINE = "Inside the quiet fight to fix the county's ballot machines";
const DESCRIPTION = "How a handful of county clerks rebuilt an election system from the ground up.";

/** Custom fields choosing a story, as PageBuilder saves a contentConfig field. */
function chosen(
  contentConfigValues: Record<string, unknown> = { website_url: LONG_READ },
  contentService = "content-api",
) {
  return { story: { contentService, contentConfigValues } };
}

setupFakeArc();

const fakeArc: ContentSourceContext = {
  contentBase: FAKE_ARC_ORIGIN,
  accessToken: "",
  resizerTokenVersion: 2,
  cachedCall: (_key, fetcher) => fetcher(),
};

/** The real content-api source against the fake, on the site the long read is published on. */
const CONTENT_API = {
  "content-api": (query: Record<string, unknown>) => contentApi.fetch({ "arc-site": "the-daily", ...query }, fakeArc),
};

function renderCard(options: RenderBlockOptions = {}) {
  return render(renderBlock(RelatedStory, { customFields: chosen(), content: CONTENT_API, ...options }));
}

/** A promise the test settles when it chooses: a source that answers later. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Lets a fetched answer land and its re-render commit. */
const landed = () => act(async () => undefined);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("Related Story", () => {
  it("is the static feature related-story, with a story picked from ans-item sources and a label", () => {
    expect(RelatedStory.definition.name).toBe("related-story");
    expect(RelatedStory.definition.kind).toBe("feature");
    expect(RelatedStory.label).toBe("Related Story");
    expect(RelatedStory.static).toBe(true);
    const { story, label } = RelatedStory.definition.fields.fields;
    expect(story.kind).toBe("contentConfig");
    expect(story.settings).toEqual({ schemas: ["ans-item"] });
    expect(label.kind).toBe("text");
  });

  it("shows the chosen story: the label, the headline linking to the story, and its description", async () => {
    const { container } = renderCard();
    const link = await screen.findByRole("link", { name: HEADLINE });
    expect(link).toHaveAttribute("href", LONG_READ);
    // A related story is on the same site: it opens where the reader is.
    expect(link).not.toHaveAttribute("target");
    expect(screen.getByRole("heading", { level: 2 })).toContainElement(link);
    expect(screen.getByText("Related")).toHaveClass("b-related-story__label");
    expect(screen.getByText(DESCRIPTION)).toHaveClass("b-related-story__description");
    expect(container.firstElementChild).toHaveClass("b-related-story");
    expect(container.querySelector("[aria-busy]")).toBeNull();
  });

  it("asks whichever source the editor chose, with the editor's query", async () => {
    const source = jest.fn(async () => ({ headlines: { basic: "From another source" }, website_url: "/other/" }));
    renderCard({ customFields: chosen({ _id: "ABC123" }, "any-source"), content: { "any-source": source } });
    expect(await screen.findByRole("link", { name: "From another source" })).toHaveAttribute("href", "/other/");
    expect(source).toHaveBeenCalledWith({ _id: "ABC123" });
  });

  it("asks for only the fields it shows", () => {
    expect(applyFilter(theLongRead, parseFilter(RELATED_STORY_FILTER))).toEqual({
      headlines: { basic: HEADLINE },
      description: { basic: DESCRIPTION },
      website_url: LONG_READ,
    });
  });

  it("says what the editor wrote instead of the label, and otherwise speaks the site's language", async () => {
    const { unmount } = renderCard({ customFields: { ...chosen(), label: "  Read next " } });
    expect(await screen.findByText("Read next")).toHaveClass("b-related-story__label");
    unmount();
    renderCard({ context: { arcSite: "le-quotidien" } });
    expect(await screen.findByText("À lire aussi")).toBeInTheDocument();
  });

  it("leaves out a description the story does not have", async () => {
    const { container } = renderCard({ content: { "content-api": () => ({ headlines: { basic: "Short" } }) } });
    await screen.findByText("Short");
    expect(container.querySelector(".b-related-story__description")).toBeNull();
  });

  it.each([
    ["no address", {}],
    ["an empty address", { website_url: "  " }],
    ["a script address", { website_url: "javascript:alert(1)" }],
    ["an address that is not text", { website_url: ["/a/"] }],
  ])("keeps the headline as plain text for %s", async (_, address) => {
    renderCard({ content: { "content-api": () => ({ headlines: { basic: "No way in" }, ...address }) } });
    expect(await screen.findByText("No way in")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  describe("before a story is chosen", () => {
    it("shows readers nothing and fetches nothing", async () => {
      const source = jest.fn(async () => theLongRead);
      const { container } = render(renderBlock(RelatedStory, { content: { "content-api": source } }));
      await landed();
      expect(container).toBeEmptyDOMElement();
      expect(source).not.toHaveBeenCalled();
    });

    it("tells editors to choose one", async () => {
      render(renderBlock(RelatedStory, { context: { isAdmin: true } }));
      expect(screen.getByRole("note")).toHaveTextContent(
        "Related Story: Choose a story in this block's settings. Readers see nothing here until you do.",
      );
    });
  });

  describe("while the story is on its way (a render that starts in the browser)", () => {
    it("holds the card's place with a busy placeholder, then shows the card in it", async () => {
      const answer = deferred<unknown>();
      const { container } = renderCard({ content: { "content-api": () => answer.promise } });
      const placeholder = container.querySelector(".b-related-story");
      expect(placeholder).toHaveClass("b-related-story--loading");
      expect(placeholder).toHaveAttribute("aria-busy", "true");
      expect(screen.getByText("Loading the related story")).toBeInTheDocument();
      expect(screen.queryByRole("heading")).not.toBeInTheDocument();

      answer.resolve(theLongRead);
      expect(await screen.findByRole("link", { name: HEADLINE })).toBeInTheDocument();
      expect(container.querySelector("[aria-busy]")).toBeNull();
    });
  });

  describe("when the source answers nothing or fails", () => {
    beforeEach(() => jest.useFakeTimers());

    const waitOut = () =>
      act(async () => {
        jest.advanceTimersByTime(CONTENT_WAIT_MS);
      });

    it("shows readers nothing once it has waited for the story", async () => {
      const { container } = renderCard({ content: { "content-api": () => null } });
      await landed();
      expect(container.querySelector("[aria-busy]")).not.toBeNull();
      await waitOut();
      expect(container).toBeEmptyDOMElement();
    });

    it("tells editors the story could not be loaded", async () => {
      renderCard({ content: { "content-api": () => null }, context: { isAdmin: true } });
      await waitOut();
      expect(screen.getByRole("note")).toHaveTextContent("The chosen story could not be loaded");
    });

    it("does the same for a source that fails, which the host logs", async () => {
      const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
      const failing = () => {
        throw new Error("content API down");
      };
      renderCard({ content: { "content-api": failing }, context: { isAdmin: true } });
      await landed();
      await waitOut();
      expect(screen.getByRole("note")).toHaveTextContent("The chosen story could not be loaded");
      expect(format(...(logged.mock.calls[0] ?? []))).toContain('Content source "content-api" failed');
    });

    it("still shows a story that lands after it stopped waiting", async () => {
      const answer = deferred<unknown>();
      const { container } = renderCard({ content: { "content-api": () => answer.promise } });
      await waitOut();
      expect(container).toBeEmptyDOMElement();
      answer.resolve(theLongRead);
      await landed();
      expect(screen.getByRole("link", { name: HEADLINE })).toBeInTheDocument();
    });
  });

  it("shows the headline's inline markup inside its link; hostile markup never reaches the page", async () => {
    const basic = 'Riders return to <i>transit</i><script>alert(1)</script> <a href="/x/" onclick="x()">today</a>';
    const { container } = renderCard({
      content: { "content-api": () => ({ headlines: { basic }, website_url: LONG_READ }) },
    });
    const link = await screen.findByRole("link", { name: "Riders return to transit today" });
    expect(link).toHaveAttribute("href", LONG_READ);
    expect(link.innerHTML).toBe("Riders return to <i>transit</i> today");
    expect(container.querySelector('script, [onclick], a[href="/x/"]')).toBeNull();
  });

  it("shows a story without a headline to no reader, and tells editors why", async () => {
    const headless = () => ({ description: { basic: DESCRIPTION }, website_url: LONG_READ });
    const { container, unmount } = renderCard({ content: { "content-api": headless } });
    await landed();
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderCard({ content: { "content-api": headless }, context: { isAdmin: true } });
    expect(await screen.findByRole("note")).toHaveTextContent("The chosen story has no headline");
  });

  describe("with content of any shape", () => {
    /** ANS-like stories whose every part may be missing or of any type. */
    const partialStory = fc.record(
      {
        headlines: fc.oneof(
          fc.anything(),
          fc.record({
            basic: fc.oneof(fc.string(), fc.anything(), inlineMarkup()),
          }),
        ),
        description: fc.oneof(fc.anything(), fc.record({ basic: fc.oneof(fc.string(), fc.anything()) })),
        website_url: fc.oneof(fc.webPath(), fc.string(), fc.anything()),
        _id: fc.anything(),
      },
      { requiredKeys: [] },
    );

    it("reads what it can and never throws", () => {
      fc.assert(
        fc.property(
          fc.oneof(partialStory, fc.anything({ withNullPrototype: true, withBoxedValues: true })),
          (content) => {
            const story = readRelatedStory(content);
            expect(typeof story.headline).toBe("string");
            expect(typeof story.description).toBe("string");
            expect(story.url === undefined || typeof story.url === "string").toBe(true);
          },
        ),
      );
    });

    it("renders a card or nothing, never an error", async () => {
      await fc.assert(
        fc.asyncProperty(partialStory, async (content) => {
          try {
            const { container } = render(
              renderBlock(RelatedStory, {
                customFields: chosen(),
                content: { "content-api": () => content },
                errorBoundary: false,
              }),
            );
            await landed();
            const headline = readRelatedStory(content).headline;
            const heading = container.querySelector(".b-related-story__headline");
            // The text a reader sees of the headline's inline markup, nothing else (no link of its own).
            expect((heading?.textContent ?? "").trim()).toBe(inlineText(headline));
            expect(heading?.querySelectorAll("a").length ?? 0).toBeLessThanOrEqual(1);
            expect(heading?.querySelector("script, img, [onclick], [onerror]") ?? null).toBeNull();
          } finally {
            cleanup();
          }
        }),
        { numRuns: 60 },
      );
    });
  });

  it("has no axe violations: card, placeholder and editors' notes", async () => {
    const { container: card } = renderCard();
    await screen.findByRole("link", { name: HEADLINE });
    expect(await axe(card)).toHaveNoViolations();
    cleanup();

    const { container: placeholder } = renderCard({ content: { "content-api": () => new Promise(() => undefined) } });
    expect(within(placeholder).getByText("Loading the related story")).toBeInTheDocument();
    expect(await axe(placeholder)).toHaveNoViolations();
    cleanup();

    const { container: note } = render(renderBlock(RelatedStory, { context: { isAdmin: true } }));
    expect(await axe(note)).toHaveNoViolations();
  });
});
