import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { ResultsList } from "./index";
import { answerContentFetches, fakeFeed, story } from "./test-feed";

const TAG = { contentService: "story-feed-tag", contentConfigValues: { tagSlug: "elections", feedSize: "3" } };

function renderList(
  total: number,
  customFields: Record<string, unknown> = { listContentConfig: TAG },
  requestUri = "/tags/elections/",
) {
  const feed = fakeFeed(total);
  const fetches = answerContentFetches((_source, query) => feed.answer(query));
  const view = render(
    renderBlock(ResultsList, { customFields, content: { "story-feed-tag": feed.answer }, context: { requestUri } }),
  );
  return { feed, fetches, ...view };
}

const headlines = () => screen.queryAllByRole("heading").map((heading) => heading.textContent);
const seeMore = () => screen.queryByRole("link", { name: "See more" });

afterEach(() => {
  jest.restoreAllMocks();
});

describe("Results List", () => {
  it("is the feature results-list, an island hydrated on interaction, with the spec's field defaults", () => {
    expect(ResultsList.definition.name).toBe("results-list");
    expect(ResultsList.definition.hydration).toBe("interaction");
    expect(ResultsList.static).toBe(false);
    const defaults = Object.fromEntries(
      Object.entries(ResultsList.definition.fields.fields).map(([name, field]) => [name, field.defaultValue]),
    );
    expect(defaults).toMatchObject({
      showItemOverline: false,
      showHeadline: true,
      showImage: true,
      showDescription: true,
      showByline: true,
      showDate: true,
      imageRatio: "3:2",
      lazyLoad: false,
    });
  });

  it("asks first for double the page size at the configured offset, with feature=results-list, and shows one page", async () => {
    const { feed } = renderList(10);
    await waitFor(() => expect(headlines()).toHaveLength(3));
    expect(feed.queries[0]).toEqual({ tagSlug: "elections", feedOffset: 0, feedSize: 6, feature: "results-list" });
    expect(headlines()).toEqual(["Story number 0", "Story number 1", "Story number 2"]);
    expect(seeMore()).toHaveAttribute("href", "/tags/elections/?more=1");
  });

  it("See more shows the next page, fetches one page after the prior offset, drops repeats and focuses the first new card", async () => {
    const user = userEvent.setup();
    const { fetches } = renderList(10);
    await waitFor(() => expect(seeMore()).not.toBeNull());
    await user.click(seeMore() as HTMLElement);
    await waitFor(() => expect(headlines()).toHaveLength(6));
    // Spec §4: no story twice, though the first request already held stories 3 to 5.
    expect(new Set(headlines()).size).toBe(6);
    expect(document.activeElement).toHaveTextContent("Story number 3");
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    const first = new URL(String(fetches.mock.calls[0]?.[0]), "http://localhost");
    expect(first.pathname).toBe("/pf/api/v3/content/fetch/story-feed-tag");
    expect(JSON.parse(first.searchParams.get("query") ?? "")).toEqual({
      tagSlug: "elections",
      feedOffset: 3,
      feedSize: 3,
      feature: "results-list",
    });

    await user.click(seeMore() as HTMLElement);
    await waitFor(() => expect(headlines()).toHaveLength(9));
    expect(document.activeElement).toHaveTextContent("Story number 6");
    const second = new URL(String(fetches.mock.calls[1]?.[0]), "http://localhost");
    expect(JSON.parse(second.searchParams.get("query") ?? "").feedOffset).toBe(6);

    await user.click(seeMore() as HTMLElement);
    await waitFor(() => expect(headlines()).toHaveLength(10));
    expect(document.activeElement).toHaveTextContent("Story number 9");
    // Every story past the offset shown and no next page: the button goes.
    await waitFor(() => expect(seeMore()).toBeNull());
  });

  it("hides See more when the first batch holds every story", async () => {
    renderList(3);
    await waitFor(() => expect(headlines()).toHaveLength(3));
    expect(seeMore()).toBeNull();
  });

  it("keeps the page standing when a next page fails", async () => {
    const user = userEvent.setup();
    const feed = fakeFeed(20);
    answerContentFetches(() => undefined);
    render(
      renderBlock(ResultsList, {
        customFields: { listContentConfig: TAG },
        content: { "story-feed-tag": feed.answer },
      }),
    );
    await waitFor(() => expect(seeMore()).not.toBeNull());
    await user.click(seeMore() as HTMLElement);
    // The reserve of the first (double) request still shows; the failed fetch changes nothing else.
    await waitFor(() => expect(headlines()).toHaveLength(6));
    await user.click(seeMore() as HTMLElement);
    await waitFor(() => expect(document.querySelector('[aria-busy="false"]')).not.toBeNull());
    expect(headlines()).toHaveLength(6);
    expect(seeMore()).not.toBeNull();
  });

  it("starts a page further for each step of the no-JavaScript See more link", async () => {
    const { feed } = renderList(10, { listContentConfig: TAG }, "/tags/elections/?more=2");
    await waitFor(() => expect(headlines()).toHaveLength(3));
    expect(feed.queries[0]).toMatchObject({ feedOffset: 6, feedSize: 6 });
    expect(headlines()[0]).toBe("Story number 6");
    expect(seeMore()).toHaveAttribute("href", "/tags/elections/?more=3");
  });

  it("on a tag page, a tag feed that names no tag lists the page's, from the editor's offset", async () => {
    const feed = fakeFeed(10);
    answerContentFetches((_source, query) => feed.answer(query));
    const pageTag = { Payload: [{ slug: "elections", name: "Elections" }] };
    const listContentConfig = { contentService: "story-feed-tag", contentConfigValues: { feedOffset: 4, feedSize: 2 } };
    render(
      renderBlock(ResultsList, {
        customFields: { listContentConfig },
        content: { "story-feed-tag": feed.answer },
        context: { requestUri: "/tags/elections/", globalContent: pageTag },
      }),
    );
    await waitFor(() => expect(headlines()).toHaveLength(2));
    expect(feed.queries[0]).toMatchObject({ tagSlug: "elections", feedOffset: 4, feedSize: 4 });
    expect(headlines()[0]).toBe("Story number 4");
  });

  it("reads a broken size or offset as 10 and 0", async () => {
    const { feed } = renderList(30, {
      listContentConfig: {
        contentService: "story-feed-tag",
        contentConfigValues: { tagSlug: "x", feedSize: "ten", feedOffset: "-2" },
      },
    });
    await waitFor(() => expect(headlines()).toHaveLength(10));
    expect(feed.queries[0]).toMatchObject({ feedOffset: 0, feedSize: 20 });
  });

  it("shows the parts the fields ask for", async () => {
    renderList(3, {
      listContentConfig: TAG,
      showItemOverline: true,
      showDescription: false,
      showByline: false,
      showDate: false,
    });
    await waitFor(() => expect(headlines()).toHaveLength(3));
    expect(screen.getAllByRole("link", { name: "Politics" })[0]).toHaveAttribute("href", "/politics/");
    expect(screen.queryByText("What story 0 is about.")).toBeNull();
    expect(screen.queryByText("Writer 0")).toBeNull();
    expect(document.querySelector("time")).toBeNull();
  });

  it("shows description, byline and date by default, and no overline", async () => {
    renderList(3);
    await waitFor(() => expect(headlines()).toHaveLength(3));
    expect(screen.getByText("What story 0 is about.")).toBeInTheDocument();
    expect(screen.getByText("Writer 0")).toBeInTheDocument();
    expect(document.querySelectorAll("time")).toHaveLength(3);
    expect(screen.queryByRole("link", { name: "Politics" })).toBeNull();
  });

  it("shows a headline's inline markup inside the card's link; hostile markup never reaches the page", async () => {
    const basic = 'Riders return to <i>transit</i><script>alert(1)</script> <a href="/x/" onclick="x()">today</a>';
    const answer = () => ({ type: "results", content_elements: [{ ...story(0), headlines: { basic } }], count: 1 });
    answerContentFetches(answer);
    const { container } = render(
      renderBlock(ResultsList, {
        customFields: { listContentConfig: TAG },
        content: { "story-feed-tag": answer },
        context: { requestUri: "/tags/elections/" },
      }),
    );
    const link = await screen.findByRole("link", { name: "Riders return to transit today" });
    expect(link).toHaveAttribute("href", "/politics/2026/11/01/story-0/");
    expect(link.innerHTML).toBe("Riders return to <i>transit</i> today");
    expect(container.querySelector('script, [onclick], a[href="/x/"]')).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = renderList(10);
    await waitFor(() => expect(headlines()).toHaveLength(3));
    expect(await axe(container)).toHaveNoViolations();
  });

  it("renders nothing without content", () => {
    const { container } = render(renderBlock(ResultsList, { customFields: {} }));
    expect(container.innerHTML).toBe("");
  });
});
