import type { ContentResolver } from "../host/content-cache";

/** In the browser, content comes from the host's content endpoint, as Fusion's client does. */
export function remoteResolver(contextPath: string, arcSite: string): ContentResolver {
  return async (source, query) => {
    const params = new URLSearchParams({ query: JSON.stringify(query), _website: arcSite });
    const response = await fetch(`${contextPath}/api/v3/content/fetch/${encodeURIComponent(source)}?${params}`);
    if (!response.ok) throw new Error(`Content source "${source}" answered ${response.status}`);
    return response.json();
  };
}
