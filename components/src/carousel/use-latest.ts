import { useEffect, useRef, type RefObject } from "react";

/**
 * The latest value, for callbacks that outlive a render (timers, document listeners). React 19's
 * useEffectEvent does this, but the package still supports React 18.3.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Calls `callback` after a commit in which `value` changed, never for the first value. Comparing
 * with the last value seen (rather than skipping the first run) keeps StrictMode's double effects quiet.
 */
export function useOnChange<T>(value: T, callback: ((value: T) => void) | undefined): void {
  const latest = useLatest(callback);
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    latest.current?.(value);
  }, [value, latest]);
}
