/** What a rate-limited log writes through; console.error in the preview, a list in a test. */
export type LogLine = (line: string) => void;

export interface FailureLogOptions {
  /** Lines written in any one second; past it lines are counted, and the count written once the second is over. */
  perSecond: number;
  write?: LogLine;
  now?: () => number;
  /** Runs `flush` later, so a count held back is written even when no failure follows; an unref'd timer. */
  later?: (flush: () => void, ms: number) => void;
}

const unrefTimer = (flush: () => void, ms: number) => void setTimeout(flush, ms).unref();

/**
 * One line per failure, at most `perSecond` a second: under load a failing feed fails on every page, and a
 * stack per failure (14–17 lines each) buries the server's own output and costs the time the pages lack.
 * Returns the logger and `flush`, which writes the count of lines held back (a timer may call it).
 */
export function failureLog({
  perSecond,
  write = (line) => console.error(line),
  now = Date.now,
  later = unrefTimer,
}: FailureLogOptions): {
  log: LogLine;
  flush: () => void;
} {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let held = 0;
  const flush = () => {
    if (held > 0) write(`… ${held} more failure line${held === 1 ? "" : "s"} held back (over ${perSecond}/s)`);
    held = 0;
  };
  const log: LogLine = (line) => {
    const at = now();
    if (at - windowStart >= 1000) {
      flush();
      windowStart = at;
      written = 0;
    }
    if (written < perSecond) {
      written += 1;
      write(line);
    } else {
      held += 1;
      if (held === 1) later(flush, 1000 - (at - windowStart));
    }
  };
  return { log, flush };
}
