/**
 * Runs the tasks given to it with at most `atOnce` running at a time, in the order given: for work that mostly
 * waits (npm processes, browser pages) on a small machine.
 */
export function limiter(atOnce: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next waiter, so `running` never overshoots.
    if (running < atOnce) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
