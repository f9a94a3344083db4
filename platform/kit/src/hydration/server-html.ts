/**
 * Whether the server's HTML of a marked element is in the document: `<tag data-…="id">`, where `id` comes from
 * `useId`, which is the same on the server and while hydrating, and of another form in a render that starts in
 * the browser (which so never finds one).
 */
export function hasServerHtml(tag: string, attribute: string, id: string): boolean {
  if (typeof document === "undefined") return false;
  for (const element of document.getElementsByTagName(tag)) {
    if (element.getAttribute(attribute) === id) return true;
  }
  return false;
}
