/**
 * Full-page navigations (a block sending the reader to checkout, to log in, home after a deletion) go through
 * this one object, so tests replace `assign` to record where a block sent the reader instead of leaving
 * jsdom's page.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
