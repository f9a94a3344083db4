import { useRef } from "react";
import { render } from "@testing-library/react";
import { BOTTOM_OVERLAY_VAR, useBottomOverlay } from "./bottom-overlay";

function Docked({ docked }: { docked: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomOverlay(ref, docked);
  return <div ref={ref}>Breaking</div>;
}

const overlay = () => document.documentElement.style.getPropertyValue(BOTTOM_OVERLAY_VAR);

describe("useBottomOverlay", () => {
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(55.5);
  });
  afterEach(() => jest.restoreAllMocks());

  it("keeps the element's height, rounded up, on the root while docked, and clears it after", () => {
    const { rerender, unmount } = render(<Docked docked />);
    expect(overlay()).toBe("56px");
    rerender(<Docked docked={false} />);
    expect(overlay()).toBe("");
    rerender(<Docked docked />);
    expect(overlay()).toBe("56px");
    unmount();
    expect(overlay()).toBe("");
  });

  it("sets nothing while not docked", () => {
    render(<Docked docked={false} />);
    expect(overlay()).toBe("");
  });
});
