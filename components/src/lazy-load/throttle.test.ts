import { throttle } from "./throttle";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("throttle", () => {
  it("runs at once, then at most once per window, ending with a trailing call", () => {
    const run = jest.fn();
    const throttled = throttle(run, 100);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    for (let step = 0; step < 9; step += 1) {
      jest.advanceTimersByTime(10);
      throttled();
    }
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("runs at once again after a quiet window", () => {
    const run = jest.fn();
    const throttled = throttle(run, 100);
    throttled();
    jest.advanceTimersByTime(150);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("drops the pending call when cancelled", () => {
    const run = jest.fn();
    const throttled = throttle(run, 100);
    throttled();
    throttled();
    throttled.cancel();
    jest.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
