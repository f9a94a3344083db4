import { use, useEffect, useSyncExternalStore } from "react";
import type { ContentRequest, EditableContent } from "@broadsheet/kit";
import { useHostState } from "../host/host-context";
import { contentKey } from "../host/content-cache";

const noSubscription = () => () => undefined;

function activeRequest(request: ContentRequest | Record<string, never> | null | undefined) {
  return request && "source" in request && typeof request.source === "string" && request.source !== ""
    ? (request as ContentRequest & { source: string })
    : null;
}

/**
 * Fusion's useContent: `null` until the content is there. On the server the render waits for it
 * (Suspense), so server HTML always has the data; in the browser it is fetched after mount.
 */
export function useContent<T = unknown>(request: ContentRequest | Record<string, never>): T | null {
  const { content, mode } = useHostState();
  const active = activeRequest(request);
  const key = active ? contentKey(active.source, active.query) : "";

  const entry = useSyncExternalStore(
    active ? content.subscribe : noSubscription,
    () => (active ? content.peek(key) : undefined),
    () => (active ? content.peek(key) : undefined),
  );

  if (active && mode === "server") {
    const loaded = entry ?? content.load(active.source, active.query);
    if (loaded.status === "pending") use(loaded.promise);
  }

  const source = active?.source;
  const query = active?.query;
  useEffect(() => {
    if (source && mode === "client") content.load(source, query);
    // `key` stands for source and query: a new query object with the same fields is the same request.
  }, [content, key, mode]); // eslint-disable-line react-hooks/exhaustive-deps

  return active ? (content.read(active) as T | null) : null;
}

export function useEditableContent(): EditableContent {
  const { isAdmin } = useHostState();
  return {
    editableContent: (_content, path) =>
      isAdmin ? { contentEditable: true, suppressContentEditableWarning: true, "data-content-path": path } : {},
    searchableField: (fields) => (isAdmin ? { "data-searchable-field": Object.keys(fields).join(" ") } : {}),
  };
}
