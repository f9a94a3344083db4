/** Sends the browser to `url` (its own module, so tests can stand in for the browser's navigation). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
