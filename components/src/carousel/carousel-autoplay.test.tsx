import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { Carousel } from "./carousel";
import { AUTOPLAY_INTERVAL } from "./carousel-state";
import { testSlides } from "./test-slides";

const counter = () => screen.getByText(/^\d+ of \d+$/).closest("p")!;
const start = () => screen.getByRole("button", { name: "Start Autoplay" });
const stop = () => screen.getByRole("button", { name: "Stop Autoplay" });
const tick = (ms = AUTOPLAY_INTERVAL) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(count = 3) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onAutoplayToggle = jest.fn();
  const onSlideChange = jest.fn();
  render(
    <>
      <button type="button">Outside</button>
      <Carousel slides={testSlides(count)} onAutoplayToggle={onAutoplayToggle} onSlideChange={onSlideChange} />
    </>,
  );
  return { user, onAutoplayToggle, onSlideChange };
}

describe("Carousel autoplay", () => {
  it("is off by default", () => {
    setup();
    tick(AUTOPLAY_INTERVAL * 3);
    expect(counter()).toHaveTextContent("1 of 3");
    expect(start()).toBeInTheDocument();
  });

  it("advances every 4000 ms once started, and stops at the last slide", async () => {
    const { user, onAutoplayToggle, onSlideChange } = setup();
    await user.click(start());
    expect(stop()).toBeInTheDocument();
    expect(onAutoplayToggle).toHaveBeenLastCalledWith(true);
    tick(AUTOPLAY_INTERVAL - 1);
    expect(counter()).toHaveTextContent("1 of 3");
    tick(1);
    expect(counter()).toHaveTextContent("2 of 3");
    tick();
    expect(counter()).toHaveTextContent("3 of 3");
    expect(start()).toBeInTheDocument();
    expect(onAutoplayToggle).toHaveBeenLastCalledWith(false);
    tick(AUTOPLAY_INTERVAL * 2);
    expect(counter()).toHaveTextContent("3 of 3");
    expect(onSlideChange.mock.calls).toEqual([[2], [3]]);
  });

  it("starts at once with the autoplay prop", () => {
    render(<Carousel slides={testSlides(3)} autoplay />);
    expect(stop()).toBeInTheDocument();
    tick();
    expect(counter()).toHaveTextContent("2 of 3");
  });

  it("stops when the reader presses Stop", async () => {
    const { user, onAutoplayToggle } = setup();
    await user.click(start());
    await user.click(stop());
    expect(onAutoplayToggle.mock.calls).toEqual([[true], [false]]);
    tick(AUTOPLAY_INTERVAL * 2);
    expect(counter()).toHaveTextContent("1 of 3");
  });

  it("starts over from slide 1 when started on the last slide", async () => {
    const { user } = setup(2);
    await user.click(screen.getByRole("button", { name: "Next Slide" }));
    await user.click(start());
    expect(counter()).toHaveTextContent("1 of 2");
    tick();
    expect(counter()).toHaveTextContent("2 of 2");
  });

  it("hands focus to Previous when the show removes a focused Next at the end", async () => {
    const { user } = setup(2);
    await user.click(start());
    act(() => screen.getByRole("button", { name: "Next Slide" }).focus());
    tick();
    expect(screen.getByRole("button", { name: "Previous Slide" })).toHaveFocus();
  });

  it("pauses while the mouse is over the slides", async () => {
    const { user } = setup();
    await user.click(start());
    await user.hover(screen.getByText("Photo 1"));
    tick(AUTOPLAY_INTERVAL * 2);
    expect(counter()).toHaveTextContent("1 of 3");
    expect(stop()).toBeInTheDocument();
    await user.unhover(screen.getByText("Photo 1"));
    tick();
    expect(counter()).toHaveTextContent("2 of 3");
  });

  it("pauses while focus is in the slides' content, not on the carousel's own buttons", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const links = ["One", "Two", "Three"].map((name) => (
      <a key={name} href={`#${name}`}>
        {name}
      </a>
    ));
    render(
      <>
        <button type="button">Outside</button>
        <Carousel slides={links} />
      </>,
    );
    await user.click(start());
    expect(stop()).toHaveFocus();
    tick();
    expect(counter()).toHaveTextContent("2 of 3");
    act(() => screen.getByRole("link", { name: "Two" }).focus());
    tick(AUTOPLAY_INTERVAL * 2);
    expect(counter()).toHaveTextContent("2 of 3");
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    tick();
    expect(counter()).toHaveTextContent("3 of 3");
  });

  it("silences the counter's live region while the show runs", async () => {
    const { user } = setup();
    expect(counter()).toHaveAttribute("aria-live", "polite");
    await user.click(start());
    expect(counter()).toHaveAttribute("aria-live", "off");
    await user.hover(screen.getByText("Photo 1"));
    expect(counter()).toHaveAttribute("aria-live", "polite");
  });

  it("does not count the show's moves towards the interstitial", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Carousel slides={testSlides(4)} interstitial={<p>Advertisement</p>} interstitialEvery={1} />);
    await user.click(start());
    tick(AUTOPLAY_INTERVAL * 3);
    expect(counter()).toHaveTextContent("4 of 4");
    expect(screen.queryByText("Advertisement")).not.toBeInTheDocument();
  });

  it("has no axe violations while playing", async () => {
    const { user } = setup();
    await user.click(start());
    tick();
    // axe waits on real timers.
    jest.useRealTimers();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
