import type { FormEvent } from "react";
import { usePhrases } from "@broadsheet/kit";
import { searchURL } from "@broadsheet/components";
import { KeptSearchIcon } from "./kept-glyphs";
import { navigate } from "./navigate";

/** Where the form goes without JavaScript: the search page, which reads the query parameter `q`. */
export const SEARCH_ACTION = "/search/";

/**
 * A site search: a labelled input and a submit button. With JavaScript a query goes to /search/{query}
 * (encoded) and a blank one goes nowhere; without it the form is a plain GET to /search/?q=….
 */
export function SearchForm() {
  const phrases = usePhrases();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("q");
    const url = searchURL(input instanceof HTMLInputElement ? input.value : "");
    if (url !== "") navigate(url);
  };
  return (
    // Named, so it is told apart from another search on the page (the search page's own field).
    <form
      role="search"
      aria-label={phrases.t("header-nav-chain-block.search-label")}
      action={SEARCH_ACTION}
      method="get"
      className="b-header-nav-chain__search"
      onSubmit={onSubmit}
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
        <KeptSearchIcon />
      </button>
    </form>
  );
}
