/**
 * Holds back the hydration of one island until its trigger fires. While the gate is closed, the component
 * that `wait`s on it suspends, and React leaves the island's Suspense boundary dehydrated: the server's HTML
 * stays exactly as it was, with no flash, no layout shift and no mismatch. Opening the gate lets React
 * hydrate the boundary.
 */
export interface HydrationGate {
  readonly closed: boolean;
  /** Called by the first child of the island's Suspense boundary, on every attempt to hydrate it. */
  wait(): void;
  open(): void;
}

const OPEN_GATE: HydrationGate = Object.freeze({ closed: false, wait: () => undefined, open: () => undefined });

/**
 * A gate that is closed only when there is server HTML to keep. React asks the boundary again, before the
 * trigger, when something forces the issue: an update or a context change reaching it, or a reader clicking
 * inside it. Suspending again then would make React throw the server HTML away and render the island from
 * scratch, so any attempt after the first opens the gate and hydrates at once instead.
 */
export function createGate(closed: boolean): HydrationGate {
  if (!closed) return OPEN_GATE;
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  let attempts = 0;
  const gate = {
    closed: true,
    wait() {
      if (!gate.closed) return;
      attempts += 1;
      if (attempts > 1) {
        gate.open();
        return;
      }
      // Suspense's contract: a thrown thenable means "not yet"; React retries when it settles.
      throw opened;
    },
    open() {
      gate.closed = false;
      release();
    },
  };
  return gate;
}
