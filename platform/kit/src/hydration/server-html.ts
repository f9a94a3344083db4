/**
 * The server's HTML of a marked element in the document, `<tag data-…="id">`, where `id` comes from `useId`, which is
 * the same on the server and while hydrating, and of another form in a render that starts in the browser (which so
 * never finds one); null when there is none.
 */
export function serverHtml(tag: string, attribute: string, id: string): Element | null {
  if (typeof document === "undefined") return null;
  for (const element of document.getElementsByTagName(tag)) {
    if (element.getAttribute(attribute) === id) return element;
  }
  return null;
}

/** Whether the server's HTML of a marked element is in the document (see serverHtml). */
export function hasServerHtml(tag: string, attribute: string, id: string): boolean {
  return serverHtml(tag, attribute, id) !== null;
}
