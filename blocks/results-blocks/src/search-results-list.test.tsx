import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { searchReducer, searchTarget, SearchResultsList } from "./index";
import { answerContentFetches, story } from "./test-feed";
import { navigateTo } from "./navigate";

/** Search answers over `total` stories, ten a page, as the search source gives them. */
function searchAnswer(q: string, total: number, page = 1) {
  const data = Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, index) =>
    story((page - 1) * 10 + index),
  );
  return { data, metadata: { q, total_hits: total, page, page_size: 10 } };
}

const headlines = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const seeMore = () => screen.queryByRole("link", { name: "See more" });

jest.mock("./navigate", () => ({ navigateTo: jest.fn() }));
const assign = navigateTo as jest.MockedFunction<typeof navigateTo>;
afterEach(() => {
  jest.restoreAllMocks();
  assign.mockClear();
});

function renderSearch(globalContent: unknown, customFields: Record<string, unknown> = {}) {
  return render(
    renderBlock(SearchResultsList, { customFields, context: { globalContent, requestUri: "/search/election/" } }),
  );
}

describe("Search Results List", () => {
  it("is the feature search-results-list, an island hydrated on interaction", () => {
    expect(SearchResultsList.definition.name).toBe("search-results-list");
    expect(SearchResultsList.definition.hydration).toBe("interaction");
  });

  it("lists the search page's results under “N results for “q””, with 16:9 images", () => {
    const answer = searchAnswer("election", 12);
    const first = answer.data[0] as Record<string, unknown>;
    first.promo_items = {
      basic: {
        type: "image",
        _id: "IMG",
        url: "https://example.com/a.jpg",
        width: 1600,
        height: 1200,
        auth: { 2: "t" },
      },
    };
    renderSearch(answer);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("12 results for “election”");
    expect(headlines()).toHaveLength(10);
    const image = document.querySelector("img");
    expect(image).toHaveAttribute("width", "250");
    expect(image?.getAttribute("height")).toBe(String(Math.round((250 * 9) / 16)));
    expect(seeMore()).toHaveAttribute("href", "/search/election/?page=2");
  });

  it("draws a card as a thumbnail beside a readable text column, its picture sized for the slot", () => {
    const answer = searchAnswer("election", 2);
    (answer.data[0] as Record<string, unknown>).promo_items = {
      basic: {
        type: "image",
        _id: "IMG",
        url: "https://example.com/a.jpg",
        width: 1600,
        height: 1200,
        auth: { 2: "t" },
      },
    };
    renderSearch(answer);
    const [withImage, without] = [...document.querySelectorAll("article.b-results__card")];
    expect(withImage).toHaveClass("b-results__card--with-image");
    expect(without).not.toHaveClass("b-results__card--with-image");
    const image = withImage?.querySelector("img");
    expect(
      image
        ?.getAttribute("srcset")
        ?.split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["250w", "500w"]);
    expect(image).toHaveAttribute("sizes", "(min-width: 48rem) 300px, 33vw");
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
    expect(css).toContain("grid-template-columns:min(33%, 18.75rem) minmax(0, 1fr);");
  });

  it("links the headline in the text's colour and puts byline and date on one meta line", () => {
    renderSearch(searchAnswer("election", 1));
    expect(screen.getByRole("heading", { level: 3 }).querySelector("a")).toHaveClass("c-link--headline");
    const meta = document.querySelector(".b-results__meta");
    expect(meta?.tagName).toBe("P");
    expect(meta).toHaveTextContent(/^Writer 0 · .+$/);
    expect(meta?.querySelector(".b-results__separator")).toHaveAttribute("aria-hidden", "true");
  });

  it("says “1 result” for one", () => {
    renderSearch(searchAnswer("rare", 1));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("1 result for “rare”");
    expect(seeMore()).toBeNull();
  });

  it("says when the search was shortened, under the count, and only then", () => {
    const shortened = {
      ...searchAnswer("a long search", 3),
      metadata: { ...searchAnswer("a long search", 3).metadata, shortened: true },
    };
    const { unmount } = renderSearch(shortened);
    const note = screen.getByText("The search was too long, so only its first words were searched for.");
    expect(note).toHaveClass("b-search-results-list__shortened");
    expect(screen.getByRole("heading", { level: 2 }).compareDocumentPosition(note)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    unmount();
    renderSearch(searchAnswer("a short search", 3));
    expect(screen.queryByText(/too long/)).toBeNull();
  });

  it.each(["🎉", "?!", '""'])("shows no results, not an error, for a search with no words: %s", (q) => {
    renderSearch(searchAnswer(q, 0));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(`0 results for “${q}”`);
    expect(headlines()).toEqual([]);
    expect(seeMore()).toBeNull();
    expect(screen.getByRole("searchbox")).toHaveValue(q);
  });

  it("See more fetches the next page from the search source, appends it and focuses its first card", async () => {
    const user = userEvent.setup();
    const fetches = answerContentFetches((_source, query) => searchAnswer(String(query.q), 12, Number(query.page)));
    renderSearch(searchAnswer("election", 12));
    await user.click(seeMore() as HTMLElement);
    await waitFor(() => expect(headlines()).toHaveLength(12));
    expect(document.activeElement).toHaveTextContent("Story number 10");
    const url = new URL(String(fetches.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/pf/api/v3/content/fetch/search-api");
    expect(JSON.parse(url.searchParams.get("query") ?? "")).toEqual({ q: "election", page: 2 });
    expect(seeMore()).toBeNull();
  });

  it("has a labelled search field in a search landmark; Enter navigates to /search/{words}, encoded", async () => {
    const user = userEvent.setup();
    renderSearch(searchAnswer("election", 2));
    expect(screen.getByRole("search")).toBeInTheDocument();
    const field = screen.getByRole("searchbox", { name: "Search for" });
    expect(field).toHaveValue("election");
    await user.clear(field);
    await user.type(field, "war & peace/2{Enter}");
    expect(assign).toHaveBeenCalledWith("/search/war%20%26%20peace%2F2");
  });

  it("does not navigate for blank words", async () => {
    const user = userEvent.setup();
    renderSearch(searchAnswer("election", 2));
    const field = screen.getByRole("searchbox", { name: "Search for" });
    await user.clear(field);
    await user.type(field, "   ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends readers to a custom search action when one is set", async () => {
    const user = userEvent.setup();
    renderSearch(searchAnswer("election", 2), { customSearchAction: "/find" });
    await user.type(screen.getByRole("searchbox"), "s{Enter}");
    expect(assign).toHaveBeenCalledWith("/find?q=elections");
    expect(screen.getByRole("search")).toHaveAttribute("action", "/find");
  });

  it("shows the field alone on a search page without words", () => {
    render(renderBlock(SearchResultsList, { context: { globalContent: null, requestUri: "/search/" } }));
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("fetches a configured search itself", async () => {
    render(
      renderBlock(SearchResultsList, {
        customFields: { searchContentConfig: { contentService: "search-api", contentConfigValues: { q: "budget" } } },
        content: { "search-api": (query: Record<string, unknown>) => searchAnswer(String(query.q), 3) },
      }),
    );
    await waitFor(() => expect(headlines()).toHaveLength(3));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("3 results for “budget”");
  });

  it("has no axe violations", async () => {
    const { container } = renderSearch(searchAnswer("election", 12));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("search rules", () => {
  it("resets to page 1 on a new search and goes one page further on See more", () => {
    expect(searchReducer({ q: "a", page: 4 }, { type: "search", q: " b " })).toEqual({ q: "b", page: 1 });
    expect(searchReducer({ q: "a", page: 4 }, { type: "more" })).toEqual({ q: "a", page: 5 });
  });
  it("navigates only for words, encoded, or to the custom action", () => {
    expect(searchTarget("", "")).toBeNull();
    expect(searchTarget("  \t", "/find")).toBeNull();
    expect(searchTarget("a b", "")).toBe("/search/a%20b");
    expect(searchTarget("é?", "")).toBe("/search/%C3%A9%3F");
    expect(searchTarget("x", "/find?site=a")).toBe("/find?site=a&q=x");
  });
});
