/**
 * The next page of a results list, fetched from the browser the way Fusion's client fetches content: the
 * host's content endpoint under the context path, the source's name and its query as JSON, and the site.
 */
export async function fetchPage(
  contextPath: string,
  arcSite: string,
  source: string,
  query: Record<string, unknown>,
): Promise<unknown> {
  const params = new URLSearchParams({ query: JSON.stringify(query), _website: arcSite });
  const response = await fetch(`${contextPath}/api/v3/content/fetch/${encodeURIComponent(source)}?${params}`);
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  return response.json();
}

/** The request's address with one query parameter set: the See more link that works without JavaScript. */
export function withParam(requestUri: string, name: string, value: string): string {
  const url = new URL(requestUri || "/", "http://request.invalid");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** One query parameter of the request, or "" when it has none. */
export function paramOf(requestUri: string, name: string): string {
  try {
    return new URL(requestUri || "/", "http://request.invalid").searchParams.get(name) ?? "";
  } catch {
    return "";
  }
}
