import type { FormEvent } from "react";

/**
 * What a search submit does with JavaScript, in a chunk of its own: most readers never search, so the chain's code
 * does not carry it. It starts loading when a reader comes to the form (focus), and a submit waits for it.
 */
const submitter = () => import("./search-submit");

/**
 * The kept search form's handlers, on the element around it (a kept part's HTML has no handlers of its own): React's
 * focus and submit events bubble to it.
 */
export const searchHandlers = {
  onSubmit(event: FormEvent<HTMLElement>): void {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    // A chunk lost to a dropped connection: the plain GET to /search/?q=… still finds the results.
    submitter().then(
      ({ submitSearch }) => submitSearch(form),
      () => form.submit(),
    );
  },
  onFocus(): void {
    submitter().catch(() => undefined);
  },
} as const;
