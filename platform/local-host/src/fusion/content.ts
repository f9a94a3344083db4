import { use, useEffect, useMemo, useSyncExternalStore } from "react";
import type { ContentRequest, EditableContent } from "@broadsheet/kit";
import { useBlockInstance, useHostState } from "../host/host-context";
import { withLocalEdits } from "../host/local-edits";
import { contentKey } from "../host/content-cache";
import { useServerOnly } from "../host/server-only";
import { EDIT_LABEL_ATTRIBUTE, editLabel, SEARCHABLE_LABEL } from "../host/edit-labels";

const noSubscription = () => () => undefined;

/** A thenable React's `use` reads as settled (its FulfilledReactPromise mark): it returns at once. */
const SETTLED = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

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
  const serverOnly = useServerOnly();
  const active = activeRequest(request);
  const key = active ? contentKey(active.source, active.query) : "";

  // Re-renders this block when its result lands; the value itself is read below, filtered.
  useSyncExternalStore(
    active ? content.subscribe : noSubscription,
    () => (active ? content.peek(key) : undefined),
    () => (active ? content.peek(key) : undefined),
  );

  if (active && mode === "server") {
    const loaded = content.load(active.source, active.query, { forClient: !serverOnly });
    // `use` on every server render, loaded or not: React matches a component's `use` calls by their order, and one
    // skipped once its content is here would hand the next call (a block's second query) the first one's promise,
    // settled, so that block rendered without its second answer.
    use(loaded.status === "pending" ? loaded.promise : SETTLED);
  }

  const source = active?.source;
  const query = active?.query;
  useEffect(() => {
    if (source && mode === "client") content.load(source, query);
    // `key` stands for source and query: a new query object with the same fields is the same request.
  }, [content, key, mode]); // eslint-disable-line react-hooks/exhaustive-deps

  const data = active ? (content.read(active) as T | null) : null;
  // A feature's in-place edits cover what it reads, for it alone (host/local-edits); one object per answer.
  const edits = useBlockInstance()?.localEdits;
  return useMemo(() => withLocalEdits(data, edits), [data, edits]);
}

/**
 * In admin mode, what makes an element editable in place, plus the readable name the preview's editing outline
 * labels it with (host/edit-labels.ts); for readers, nothing.
 */
export function useEditableContent(): EditableContent {
  const { isAdmin } = useHostState();
  return {
    editableContent: (_content, path) =>
      isAdmin
        ? {
            contentEditable: true,
            suppressContentEditableWarning: true,
            "data-content-path": path,
            [EDIT_LABEL_ATTRIBUTE]: editLabel(path),
          }
        : {},
    searchableField: (fields) =>
      isAdmin
        ? { "data-searchable-field": Object.keys(fields).join(" "), [EDIT_LABEL_ATTRIBUTE]: SEARCHABLE_LABEL }
        : {},
  };
}
