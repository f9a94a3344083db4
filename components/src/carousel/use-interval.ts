import { useEffect } from "react";
import { useLatest } from "./use-latest";

/** Runs `callback` every `delay` ms; `null` stops it. A new callback does not restart the timer. */
export function useInterval(callback: () => void, delay: number | null): void {
  const latest = useLatest(callback);
  useEffect(() => {
    if (delay === null) return;
    const id = setInterval(() => latest.current(), delay);
    return () => clearInterval(id);
  }, [delay, latest]);
}
