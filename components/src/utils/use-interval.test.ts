import { renderHook } from "@testing-library/react";
import { useInterval } from "./use-interval";

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function setup(delay: number | null, callback: () => void = jest.fn()) {
  return renderHook(({ fn, ms }: { fn: () => void; ms: number | null }) => useInterval(fn, ms), {
    initialProps: { fn: callback, ms: delay },
  });
}

describe("useInterval", () => {
  it("calls the callback every delay", () => {
    const callback = jest.fn();
    setup(1000, callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3000);
    expect(callback).toHaveBeenCalledTimes(4);
  });

  it("is paused by a null delay, and resumes when a delay is given", () => {
    const callback = jest.fn();
    const { rerender } = setup(null, callback);
    jest.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    rerender({ fn: callback, ms: 500 });
    jest.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
    rerender({ fn: callback, ms: null });
    jest.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, "1000" as unknown as number])(
    "is paused by a delay of %p",
    (delay) => {
      const callback = jest.fn();
      setup(delay, callback);
      jest.advanceTimersByTime(10_000);
      expect(callback).not.toHaveBeenCalled();
    },
  );

  it("calls the latest callback without restarting the timer", () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = setup(1000, first);
    jest.advanceTimersByTime(600);
    rerender({ fn: second, ms: 1000 });
    jest.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("restarts the timer when the delay changes", () => {
    const callback = jest.fn();
    const { rerender } = setup(1000, callback);
    jest.advanceTimersByTime(600);
    rerender({ fn: callback, ms: 2000 });
    jest.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("stops when the component unmounts", () => {
    const callback = jest.fn();
    const { unmount } = setup(1000, callback);
    unmount();
    jest.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
  });

  it("ignores a callback that is not a function", () => {
    setup(100, null as unknown as () => void);
    expect(() => jest.advanceTimersByTime(1000)).not.toThrow();
  });
});
