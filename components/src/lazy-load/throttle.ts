export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Calls `run` at most once per `wait` ms: at once when it has been quiet, else once more at the end
 * of the window, so the last scroll position is always checked.
 */
export function throttle(run: () => void, wait: number): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };

  const throttled = () => {
    const remaining = last + wait - Date.now();
    if (remaining <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    } else {
      timer ??= setTimeout(fire, remaining);
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
