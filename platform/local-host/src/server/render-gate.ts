import { limiter } from "../node/limiter";

export interface RenderGateOptions {
  /** Renders at once: rendering is CPU work, so more than the cores only share them and hold more memory. */
  atOnce: number;
  /** Renders that may wait for a slot; one more is refused (the caller answers 503 with Retry-After). */
  queue: number;
}

/**
 * Page renders through a bounded queue: a burst waits its turn instead of every render slowing every other
 * (and every content call timing out); past the queue a request is refused at once rather than answered late.
 * `run` resolves undefined, without running the task, when refused.
 */
export function renderGate({ atOnce, queue }: RenderGateOptions): {
  run: <T>(task: () => Promise<T>) => Promise<{ value: T } | undefined>;
  pending: () => number;
} {
  const limit = limiter(atOnce);
  let pending = 0;
  return {
    pending: () => pending,
    async run(task) {
      if (pending >= atOnce + queue) return undefined;
      pending += 1;
      try {
        return { value: await limit(task) };
      } finally {
        pending -= 1;
      }
    },
  };
}
