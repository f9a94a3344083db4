import { failureLog } from "../src/server/failure-log";

it("writes at most `perSecond` lines a second, then the count held back", () => {
  let now = 0;
  const written: string[] = [];
  const scheduled: number[] = [];
  const { log, flush } = failureLog({
    perSecond: 2,
    write: (line) => written.push(line),
    now: () => now,
    later: (_, ms) => scheduled.push(ms),
  });
  for (const n of [1, 2, 3, 4, 5]) log(`failure ${n}`);
  expect(written).toEqual(["failure 1", "failure 2"]);
  // One timer for the held lines, due when the second is over.
  expect(scheduled).toEqual([1000]);
  now = 1000;
  log("failure 6");
  expect(written).toEqual(["failure 1", "failure 2", "… 3 more failure lines held back (over 2/s)", "failure 6"]);
  flush();
  expect(written).toHaveLength(4);
});

it("writes the count from its timer when no failure follows", () => {
  const written: string[] = [];
  let timer: (() => void) | undefined;
  const { log } = failureLog({
    perSecond: 1,
    write: (line) => written.push(line),
    now: () => 0,
    later: (flush) => (timer = flush),
  });
  log("a");
  log("b");
  timer?.();
  expect(written).toEqual(["a", "… 1 more failure line held back (over 1/s)"]);
});
