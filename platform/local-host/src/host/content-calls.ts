import { contentErrorStatus } from "@broadsheet/kit/content-source";
import type { ContentResolver } from "./content-cache";

/** One content-source call of a request: which source, the status it came to, how long it took. */
export interface ContentCall {
  source: string;
  /** 200 for content, 404 for none (null), else the failure's status (500 where it named none). */
  status: number;
  ms: number;
  /** The call threw: the block that asked for it renders without its content. */
  failed: boolean;
}

/**
 * The resolver, telling `onCall` of each call as it settles, so a host can say what a page's content cost and
 * which of it failed (headers, one log line) rather than leave a page quietly missing a block.
 */
export function observedResolver(
  resolver: ContentResolver,
  onCall: (call: ContentCall) => void,
  now: () => number = () => performance.now(),
): ContentResolver {
  return async (source, query) => {
    const start = now();
    try {
      const value = await resolver(source, query);
      onCall({ source, status: value === null ? 404 : 200, ms: now() - start, failed: false });
      return value;
    } catch (error) {
      onCall({ source, status: contentErrorStatus(error) ?? 500, ms: now() - start, failed: true });
      throw error;
    }
  };
}
