import { fireEvent, render, screen } from "@testing-library/react";
import { useSwipe, type Swipe, type SwipeOptions } from "./use-swipe";

function Surface({ onSwipe, options }: { onSwipe: (swipe: Swipe) => void; options?: SwipeOptions }) {
  return (
    <div data-testid="surface" {...useSwipe<HTMLDivElement>(onSwipe, options)}>
      surface
    </div>
  );
}

function setup(options?: SwipeOptions) {
  const onSwipe = jest.fn<void, [Swipe]>();
  render(<Surface onSwipe={onSwipe} options={options} />);
  return { onSwipe, surface: screen.getByTestId("surface") };
}

function touch(surface: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.touchStart(surface, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(surface, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
}

function drag(surface: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.mouseDown(surface, { button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.mouseUp(surface, { button: 0, clientX: to[0], clientY: to[1] });
}

afterEach(() => jest.useRealTimers());

describe("useSwipe", () => {
  it("reports a touch swipe in each direction, by the dominant axis", () => {
    const { onSwipe, surface } = setup();
    touch(surface, [100, 100], [40, 110]);
    touch(surface, [100, 100], [160, 90]);
    touch(surface, [100, 100], [105, 20]);
    touch(surface, [100, 100], [95, 180]);
    expect(onSwipe.mock.calls.map(([swipe]) => swipe.direction)).toEqual(["left", "right", "up", "down"]);
    expect(onSwipe.mock.calls[0]?.[0]).toMatchObject({ deltaX: -60, deltaY: 10 });
  });

  it("needs 10 px of travel by default: 9 px is a tap, 10 px a swipe", () => {
    const { onSwipe, surface } = setup();
    touch(surface, [100, 100], [91, 100]);
    expect(onSwipe).not.toHaveBeenCalled();
    touch(surface, [100, 100], [90, 100]);
    expect(onSwipe).toHaveBeenCalledTimes(1);
    expect(onSwipe.mock.calls[0]?.[0].direction).toBe("left");
  });

  it("takes another threshold", () => {
    const { onSwipe, surface } = setup({ threshold: 50 });
    touch(surface, [100, 100], [60, 100]);
    expect(onSwipe).not.toHaveBeenCalled();
    touch(surface, [100, 100], [50, 100]);
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it("has no time limit by default", () => {
    jest.useFakeTimers();
    const slow = setup();
    fireEvent.touchStart(slow.surface, { touches: [{ clientX: 100, clientY: 0 }] });
    jest.advanceTimersByTime(60_000);
    fireEvent.touchEnd(slow.surface, { changedTouches: [{ clientX: 0, clientY: 0 }] });
    expect(slow.onSwipe).toHaveBeenCalledWith(expect.objectContaining({ direction: "left", duration: 60_000 }));
  });

  it("honours maxDuration when given", () => {
    jest.useFakeTimers();
    const quick = setup({ maxDuration: 300 });
    fireEvent.touchStart(quick.surface, { touches: [{ clientX: 100, clientY: 0 }] });
    jest.advanceTimersByTime(301);
    fireEvent.touchEnd(quick.surface, { changedTouches: [{ clientX: 0, clientY: 0 }] });
    expect(quick.onSwipe).not.toHaveBeenCalled();
    fireEvent.touchStart(quick.surface, { touches: [{ clientX: 100, clientY: 0 }] });
    jest.advanceTimersByTime(300);
    fireEvent.touchEnd(quick.surface, { changedTouches: [{ clientX: 0, clientY: 0 }] });
    expect(quick.onSwipe).toHaveBeenCalledTimes(1);
  });

  it("ignores the mouse by default", () => {
    const { onSwipe, surface } = setup();
    drag(surface, [200, 100], [20, 100]);
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it("follows mouse drags when asked, with the main button only", () => {
    const { onSwipe, surface } = setup({ mouse: true });
    drag(surface, [20, 100], [200, 100]);
    expect(onSwipe).toHaveBeenCalledWith(expect.objectContaining({ direction: "right" }));
    fireEvent.mouseDown(surface, { button: 2, clientX: 200, clientY: 100 });
    fireEvent.mouseUp(surface, { button: 2, clientX: 20, clientY: 100 });
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it("ignores touch when switched off", () => {
    const { onSwipe, surface } = setup({ touch: false, mouse: true });
    touch(surface, [100, 100], [0, 100]);
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it("ignores pinches, cancelled touches and an end without a start", () => {
    const { onSwipe, surface } = setup();
    fireEvent.touchStart(surface, {
      touches: [
        { clientX: 100, clientY: 100 },
        { clientX: 200, clientY: 100 },
      ],
    });
    fireEvent.touchEnd(surface, { changedTouches: [{ clientX: 0, clientY: 100 }] });
    fireEvent.touchStart(surface, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchCancel(surface);
    fireEvent.touchEnd(surface, { changedTouches: [{ clientX: 0, clientY: 100 }] });
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
