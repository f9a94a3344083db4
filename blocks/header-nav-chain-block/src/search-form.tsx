import { usePhrases } from "@broadsheet/kit";
import { SearchGlyph } from "./glyphs";

/** Where the form goes without JavaScript: the search page, which reads the query parameter `q`. */
export const SEARCH_ACTION = "/search/";

/**
 * A site search: a labelled input and a submit button, a plain GET to /search/?q=…. The chain keeps the server's
 * HTML of it and handles its submit on the element around it (search-handlers.ts), which with JavaScript sends a
 * query to /search/{query} (encoded) and a blank one nowhere.
 */
export function SearchForm() {
  const phrases = usePhrases();
  return (
    // Named, so it is told apart from another search on the page (the search page's own field).
    <form
      role="search"
      aria-label={phrases.t("header-nav-chain-block.search-label")}
      action={SEARCH_ACTION}
      method="get"
      className="b-header-nav-chain__search"
    >
      <input
        name="q"
        aria-label={phrases.t("header-nav-chain-block.search-label")}
        type="search"
        placeholder={phrases.t("header-nav-chain-block.search-submit")}
        className="b-header-nav-chain__search-input"
      />
      <button
        type="submit"
        className="b-header-nav-chain__icon-button"
        aria-label={phrases.t("header-nav-chain-block.search-submit")}
      >
        <SearchGlyph />
      </button>
    </form>
  );
}
