import { renderGate } from "../src/server/render-gate";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("runs `atOnce` renders, queues `queue` more, and refuses the next at once without running it", async () => {
  const gate = renderGate({ atOnce: 2, queue: 1 });
  let running = 0;
  let most = 0;
  const ran: number[] = [];
  const render = (n: number) => async () => {
    ran.push(n);
    running += 1;
    most = Math.max(most, running);
    await later(10);
    running -= 1;
    return n;
  };
  const answers = [1, 2, 3, 4].map((n) => gate.run(render(n)));
  expect(gate.pending()).toBe(3);
  expect(await answers[3]).toBeUndefined();
  expect(await Promise.all(answers.slice(0, 3))).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
  expect(ran).toEqual([1, 2, 3]);
  expect(most).toBe(2);
  // Slots free again once the renders are done.
  expect(gate.pending()).toBe(0);
  expect(await gate.run(render(5))).toEqual({ value: 5 });
});

it("frees the slot of a render that failed", async () => {
  const gate = renderGate({ atOnce: 1, queue: 0 });
  await expect(gate.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
  expect(await gate.run(() => Promise.resolve("next"))).toEqual({ value: "next" });
});
