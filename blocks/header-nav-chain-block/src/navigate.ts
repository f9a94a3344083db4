/** Sends the browser to `url` (its own module, so tests can see where a search would go). */
export function navigate(url: string): void {
  window.location.assign(url);
}
