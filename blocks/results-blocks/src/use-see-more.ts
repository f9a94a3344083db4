import { useEffect, useRef, useState, type MouseEvent } from "react";
import { appendUnique, readPage, showSeeMore, type ResultsPage } from "./paging";

export interface SeeMoreOptions {
  /** The first batch's answer (a feed, collection or search answer), as the server rendered it. */
  firstAnswer: unknown;
  /** How many cards show at first, and how many more each See more shows. */
  pageSize: number;
  /** The offset the list starts at, for the rule "fewer shown than the total less the offset". */
  offset: number;
  /** Fetches the `n`th page after the first batch (n from 1). */
  fetchNext: (n: number) => Promise<unknown>;
}

export interface SeeMore {
  items: unknown[];
  showButton: boolean;
  loading: boolean;
  /** See more's click. `beforeShow` loads what the new cards need first (their code), so focus finds them drawn. */
  onMore: (event: MouseEvent<HTMLAnchorElement>, beforeShow?: () => Promise<void>) => void;
}

interface Added {
  items: unknown[];
  requests: number;
  last: ResultsPage | null;
}

/** Moves focus to the link of the card at `index` (the card itself when it has none). */
export function focusCard(list: HTMLElement | null, index: number): boolean {
  const card = list?.querySelectorAll<HTMLElement>(".b-results__list > li")[index];
  if (!card) return false;
  const target = card.querySelector<HTMLElement>("a[href]") ?? card.querySelector<HTMLElement>("article");
  target?.focus();
  return target !== null && target !== undefined;
}

/**
 * A results list's window (spec §4): the first batch shows one page; each See more widens the window by a
 * page and fetches the next page, its items appended without repeats by _id; focus then moves to the first
 * new card's link. A failed fetch leaves the list as it was (See more stays, to try again).
 */
export function useSeeMore({ firstAnswer, pageSize, offset, fetchNext }: SeeMoreOptions): SeeMore {
  const first = readPage(firstAnswer);
  const [added, setAdded] = useState<Added>({ items: [], requests: 0, last: null });
  const [visible, setVisible] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  // Where focus goes once the next cards render: the block's root and the first new card's index.
  const pendingFocus = useRef<{ root: HTMLElement | null; index: number } | null>(null);

  const all = appendUnique(first.items, added.items);
  const shown = Math.min(visible, all.length);
  const page = added.last ?? first;
  const showButton = all.length > shown || showSeeMore({ shown, hasNext: page.hasNext, total: page.total, offset });

  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    if (shown > pending.index) {
      focusCard(pending.root, pending.index);
      pendingFocus.current = null;
    } else if (!loading) {
      // The fetch failed or brought nothing new: nothing to move focus to.
      pendingFocus.current = null;
    }
  }, [shown, loading]);

  const onMore = (event: MouseEvent<HTMLAnchorElement>, beforeShow?: () => Promise<void>) => {
    // A click with a modifier asks for the no-JavaScript page in a new tab or window: leave it be.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    pendingFocus.current = { root: event.currentTarget.closest<HTMLElement>(".b-results"), index: shown };
    setLoading(true);
    // A failed load is tried again by the cards' own render: it only must not stop the list.
    const ready = (beforeShow?.() ?? Promise.resolve()).catch(() => undefined);
    void ready.then(() => setVisible(shown + pageSize));
    const n = added.requests + 1;
    Promise.all([fetchNext(n), ready])
      .then(([answer]) => {
        const next = readPage(answer);
        setAdded((prior) => ({ items: appendUnique(prior.items, next.items), requests: n, last: next }));
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };

  return { items: all.slice(0, shown), showButton, loading, onMore };
}
