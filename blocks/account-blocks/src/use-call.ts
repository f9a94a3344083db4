import { useCallback, useRef, useState } from "react";
import type { PhraseKey } from "@broadsheet/arc-client";

export interface Call {
  /** A call is in flight: its submit button is disabled and a second one is ignored. */
  busy: boolean;
  /** The phrase of the last failure, shown in the form's alert; null when the last call worked or none ran. */
  error: PhraseKey | null;
  /**
   * Runs the call unless one is in flight; true when it worked. `shownElsewhere` may claim a failure (a captcha
   * error shown beside the bot challenge), and then the form's alert stays empty.
   */
  run(
    action: () => Promise<unknown>,
    phraseOf: (thrown: unknown) => PhraseKey,
    shownElsewhere?: (thrown: unknown) => boolean,
  ): Promise<boolean>;
  clear(): void;
}

/** One identity call at a time for a form: busy while it runs, the catalogue's phrase when it fails. */
export function useCall(): Call {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PhraseKey | null>(null);
  const inFlight = useRef(false);
  const run = useCallback<Call["run"]>(async (action, phraseOf, shownElsewhere) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (thrown) {
      if (!shownElsewhere?.(thrown)) setError(phraseOf(thrown));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { busy, error, run, clear };
}
