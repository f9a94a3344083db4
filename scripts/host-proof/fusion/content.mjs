import { contentKey, usePage } from "./host.mjs";

/**
 * Fusion's useContent as its server sees it: a request the page has not fetched yet answers null and is noted;
 * the runtime fetches what was noted and renders again, until a render asks for nothing new. The browser
 * reads the same cache, which the page carries, so it hydrates with what the server rendered.
 */
export function useContent(request) {
  const page = usePage();
  if (!request || typeof request.source !== "string" || request.source === "") return null;
  const key = contentKey(request.source, request.query);
  if (Object.hasOwn(page.content, key)) return page.content[key];
  page.requested?.set(key, { source: request.source, query: request.query ?? {} });
  return null;
}

export function useEditableContent() {
  return { editableContent: () => ({}), searchableField: () => ({}) };
}
