import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `delay` milliseconds while the component is mounted; `null` (or a delay that is not
 * a finite number of at least 0) pauses it. The latest callback is always the one called, so passing a new
 * function each render does not restart the timer; changing the delay does.
 */
export function useInterval(callback: () => void, delay: number | null): void {
  const saved = useRef(callback);

  useEffect(() => {
    saved.current = callback;
  }, [callback]);

  useEffect(() => {
    if (typeof delay !== "number" || !Number.isFinite(delay) || delay < 0) return undefined;
    const id = setInterval(() => {
      if (typeof saved.current === "function") saved.current();
    }, delay);
    return () => clearInterval(id);
  }, [delay]);
}
