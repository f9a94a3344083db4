import { limiter } from "./limiter";

it("runs at most the given number of tasks at a time, in order, and passes on results and failures", async () => {
  const limit = limiter(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = (n: number) => async () => {
    started.push(n);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    if (n === 3) throw new Error("three");
    return n * 10;
  };
  const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limit(task(n))));
  expect(most).toBe(2);
  expect(started).toEqual([1, 2, 3, 4, 5]);
  expect(results.map((result) => (result.status === "fulfilled" ? result.value : String(result.reason)))).toEqual([
    10,
    20,
    "Error: three",
    40,
    50,
  ]);
});
