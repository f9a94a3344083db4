import type { ContentSourceContext } from "@broadsheet/kit/content-source";

/** A context as a host gives one, with a cachedCall that remembers per key and counts the calls it made. */
export function testContext(overrides: Partial<ContentSourceContext> = {}) {
  const calls = new Map<string, Promise<unknown>>();
  const fetched: string[] = [];
  const context: ContentSourceContext = {
    contentBase: "https://fake-arc.test",
    accessToken: "",
    resizerTokenVersion: 2,
    cachedCall: <T>(key: string, fetcher: () => Promise<T>) => {
      if (!calls.has(key)) {
        fetched.push(key);
        calls.set(key, fetcher());
      }
      return calls.get(key) as Promise<T>;
    },
    ...overrides,
  };
  return { context, fetched };
}
