/** The search results list's state: the words searched for and the last page fetched (spec §4). */
export interface SearchState {
  q: string;
  page: number;
}

export type SearchAction = { type: "search"; q: string } | { type: "more" };

/** A new search starts again at page 1; See more goes one page further. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  return action.type === "search" ? { q: action.q.trim(), page: 1 } : { ...state, page: state.page + 1 };
}

/**
 * Where a submitted search goes (spec §2, §5): nowhere for blank words; the editor's own search action with
 * `q` when one is set; otherwise `/search/{words}`, encoded.
 */
export function searchTarget(words: string, customAction: string): string | null {
  const q = words.trim();
  if (q === "") return null;
  const action = customAction.trim();
  if (action !== "") return `${action}${action.includes("?") ? "&" : "?"}q=${encodeURIComponent(q)}`;
  return `/search/${encodeURIComponent(q)}`;
}
