import { randomUUID } from "node:crypto";
import type { PageDefinition } from "../page/page-definition";

/** The drafts a builder keeps for its preview frame: the latest few, since each change makes a new one. */
const KEPT_DRAFTS = 32;

export interface DraftStore {
  put(page: PageDefinition): string;
  get(id: string): PageDefinition | undefined;
}

export function draftStore(kept = KEPT_DRAFTS): DraftStore {
  const drafts = new Map<string, PageDefinition>();
  return {
    put(page) {
      const id = randomUUID();
      drafts.set(id, page);
      if (drafts.size > kept) drafts.delete(drafts.keys().next().value as string);
      return id;
    },
    get(id) {
      return drafts.get(id);
    },
  };
}
