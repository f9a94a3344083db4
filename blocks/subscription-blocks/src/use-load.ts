import { useCallback, useEffect, useRef, useState } from "react";

export type Loaded<T> =
  { status: "loading"; data: T | null } | { status: "ready"; data: T } | { status: "error"; data: T | null };

export interface Load<T> {
  loaded: Loaded<T>;
  /** Loads again; what was shown stays meanwhile, so a refresh after an action does not empty the block. */
  reload: () => void;
}

interface Settled<T> {
  /** The attempt this answers; an older attempt's result means the current one is still loading. */
  attempt: number;
  ok: boolean;
  data: T | null;
}

/**
 * What a block shows, loaded in the browser once `enabled` (a signed-in reader), again on `reload`. A failed
 * load is logged with what failed and shown as an error the block words; the latest attempt wins.
 */
export function useLoad<T>(name: string, enabled: boolean, load: () => Promise<T>): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ attempt: -1, ok: false, data: null });
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    latest.current().then(
      (data) => {
        if (live) setSettled({ attempt, ok: true, data });
      },
      (error: unknown) => {
        console.error(`[subscription-blocks] ${name} could not be loaded`, error);
        if (live) setSettled((previous) => ({ attempt, ok: false, data: previous.data }));
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt, name]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const loaded: Loaded<T> =
    settled.attempt !== attempt
      ? { status: "loading", data: settled.data }
      : settled.ok
        ? { status: "ready", data: settled.data as T }
        : { status: "error", data: settled.data };
  return { loaded, reload };
}
