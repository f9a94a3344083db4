import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { axe } from "jest-axe";
import { Carousel } from "./carousel";
import { testSlides } from "./test-slides";

const counter = () => screen.getByText(/^\d+ of \d+$/).closest("p")!;
const visibleSlide = () => screen.getByRole("group");
const nextButton = () => screen.queryByRole("button", { name: "Next Slide" });
const previousButton = () => screen.queryByRole("button", { name: "Previous Slide" });

function swipe(element: Element, fromX: number, toX: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: fromX, clientY: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: toX, clientY: 100 }] });
}

describe("Carousel", () => {
  it("is a labelled carousel region of labelled slides, showing slide 1 of N", () => {
    render(<Carousel slides={testSlides(5)} />);
    const region = screen.getByRole("region", { name: "Gallery" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(region).toHaveClass("c-carousel");
    const slide = visibleSlide();
    expect(slide).toHaveAttribute("aria-roledescription", "slide");
    expect(slide).toHaveAccessibleName("Slide 1 of 5");
    expect(slide).toHaveTextContent("Photo 1");
    expect(counter()).toHaveTextContent("1 of 5");
    expect(counter()).toHaveAttribute("aria-live", "polite");
  });

  it("takes its slides from children too, and a label and button labels from props", () => {
    render(
      <Carousel label="Storm damage" labels={{ next: "Onwards", autoplayStart: "Play" }} className="b-gallery">
        <p>One</p>
        {null}
        <p>Two</p>
      </Carousel>,
    );
    expect(screen.getByRole("region", { name: "Storm damage" })).toHaveClass("c-carousel", "b-gallery");
    expect(counter()).toHaveTextContent("1 of 2");
    expect(screen.getByRole("button", { name: "Onwards" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Full Screen" })).toBeInTheDocument();
  });

  it("renders nothing without slides", () => {
    const { container } = render(<Carousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("moves with the buttons, hiding previous on slide 1 and next on the last slide", async () => {
    const user = userEvent.setup();
    const onSlideChange = jest.fn();
    render(<Carousel slides={testSlides(3)} onSlideChange={onSlideChange} />);
    expect(previousButton()).not.toBeInTheDocument();
    await user.click(nextButton()!);
    expect(visibleSlide()).toHaveTextContent("Photo 2");
    expect(counter()).toHaveTextContent("2 of 3");
    expect(previousButton()).toBeInTheDocument();
    await user.click(nextButton()!);
    expect(counter()).toHaveTextContent("3 of 3");
    expect(nextButton()).not.toBeInTheDocument();
    await user.click(previousButton()!);
    expect(counter()).toHaveTextContent("2 of 3");
    expect(onSlideChange.mock.calls).toEqual([[2], [3], [2]]);
  });

  it("reports each change once, not the first slide, under StrictMode", async () => {
    const user = userEvent.setup();
    const onSlideChange = jest.fn();
    const onAutoplayToggle = jest.fn();
    render(
      <StrictMode>
        <Carousel slides={testSlides(3)} onSlideChange={onSlideChange} onAutoplayToggle={onAutoplayToggle} />
      </StrictMode>,
    );
    expect(onSlideChange).not.toHaveBeenCalled();
    expect(onAutoplayToggle).not.toHaveBeenCalled();
    await user.click(nextButton()!);
    expect(onSlideChange.mock.calls).toEqual([[2]]);
  });

  it("keeps working when the slides shrink under the current one", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Carousel slides={testSlides(5)} />);
    for (let step = 0; step < 4; step += 1) await user.click(nextButton()!);
    rerender(<Carousel slides={testSlides(3)} />);
    expect(counter()).toHaveTextContent("3 of 3");
    await user.click(previousButton()!);
    expect(counter()).toHaveTextContent("2 of 3");
  });

  it("hands focus to the other button when the focused one goes at an end", async () => {
    const user = userEvent.setup();
    render(<Carousel slides={testSlides(2)} />);
    await user.click(nextButton()!);
    expect(nextButton()).not.toBeInTheDocument();
    expect(previousButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(previousButton()).not.toBeInTheDocument();
    expect(nextButton()).toHaveFocus();
  });

  it("shows one slide with no navigation and no autoplay", () => {
    render(<Carousel slides={testSlides(1)} />);
    expect(counter()).toHaveTextContent("1 of 1");
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Full Screen"]);
  });

  it("moves with the arrow keys while focus is in the carousel", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Carousel slides={testSlides(3)} />
      </>,
    );
    screen.getByRole("button", { name: "Outside" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent("1 of 3");
    screen.getByRole("button", { name: "Full Screen" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(counter()).toHaveTextContent("3 of 3");
    await user.keyboard("{ArrowLeft}");
    expect(counter()).toHaveTextContent("2 of 3");
  });

  it("keeps focus in the carousel when the focused slide content is hidden by a move", async () => {
    const user = userEvent.setup();
    const links = ["One", "Two", "Three"].map((name) => (
      <a key={name} href={`#${name}`}>
        {name}
      </a>
    ));
    render(<Carousel slides={links} />);
    act(() => screen.getByRole("link", { name: "One" }).focus());
    await user.keyboard("{ArrowRight}");
    expect(visibleSlide()).toHaveAccessibleName("Slide 2 of 3");
    expect(visibleSlide()).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(visibleSlide()).toHaveAccessibleName("Slide 3 of 3");
    expect(visibleSlide()).toHaveFocus();
  });

  it("leaves arrow keys to a field inside a slide", async () => {
    const user = userEvent.setup();
    render(<Carousel slides={[<input key="a" aria-label="Answer" defaultValue="ab" />, <p key="b">Two</p>]} />);
    await user.click(screen.getByRole("textbox", { name: "Answer" }));
    await user.keyboard("{ArrowLeft}{ArrowRight}");
    expect(counter()).toHaveTextContent("1 of 2");
  });

  it("reverses the arrow keys right to left, so the next slide follows reading direction", async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Carousel slides={testSlides(3)} />
      </div>,
    );
    screen.getByRole("button", { name: "Full Screen" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent("1 of 3");
    await user.keyboard("{ArrowLeft}");
    expect(counter()).toHaveTextContent("2 of 3");
    await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent("1 of 3");
  });

  it("moves on a swipe of 10 px or more: left for next, right for previous", () => {
    render(<Carousel slides={testSlides(3)} />);
    const viewport = visibleSlide().parentElement!;
    swipe(viewport, 100, 91);
    expect(counter()).toHaveTextContent("1 of 3");
    swipe(viewport, 100, 90);
    expect(counter()).toHaveTextContent("2 of 3");
    swipe(viewport, 100, 150);
    expect(counter()).toHaveTextContent("1 of 3");
  });

  it("swipes the other way right to left", () => {
    render(
      <div dir="rtl">
        <Carousel slides={testSlides(3)} />
      </div>,
    );
    const viewport = visibleSlide().parentElement!;
    swipe(viewport, 100, 150);
    expect(counter()).toHaveTextContent("2 of 3");
    swipe(viewport, 100, 50);
    expect(counter()).toHaveTextContent("1 of 3");
  });

  it("ignores mouse drags unless the swipe options turn them on", () => {
    const drag = (element: Element) => {
      fireEvent.mouseDown(element, { button: 0, clientX: 200, clientY: 100 });
      fireEvent.mouseUp(element, { button: 0, clientX: 20, clientY: 100 });
    };
    const { unmount } = render(<Carousel slides={testSlides(3)} />);
    drag(visibleSlide().parentElement!);
    expect(counter()).toHaveTextContent("1 of 3");
    unmount();
    render(<Carousel slides={testSlides(3)} swipe={{ mouse: true }} />);
    drag(visibleSlide().parentElement!);
    expect(counter()).toHaveTextContent("2 of 3");
  });

  it("renders only viewableSlides slides (default 4), the current one in view and the rest hidden", async () => {
    const user = userEvent.setup();
    const { container } = render(<Carousel slides={testSlides(100)} />);
    const rendered = () => Array.from(container.querySelectorAll(".c-carousel__slide"), (slide) => slide.textContent);
    expect(rendered()).toEqual(["Photo 1", "Photo 2", "Photo 3", "Photo 4"]);
    expect(screen.getAllByRole("group")).toHaveLength(1);
    await user.click(nextButton()!);
    await user.click(nextButton()!);
    expect(rendered()).toEqual(["Photo 2", "Photo 3", "Photo 4", "Photo 5"]);
    expect(screen.getByText("Photo 2").closest("[role=group]")).not.toBeVisible();
    expect(visibleSlide()).toHaveAccessibleName("Slide 3 of 100");
  });

  it("takes another viewableSlides", () => {
    const { container } = render(<Carousel slides={testSlides(10)} viewableSlides={1} />);
    expect(container.querySelectorAll(".c-carousel__slide")).toHaveLength(1);
  });

  it("shows the interstitial in place of the slide after every n reader moves, until the reader moves on", async () => {
    const user = userEvent.setup();
    render(
      <Carousel slides={testSlides(6)} interstitial={<p>Advertisement</p>} interstitialEvery={2}>
        {null}
      </Carousel>,
    );
    await user.click(nextButton()!);
    expect(screen.queryByText("Advertisement")).not.toBeInTheDocument();
    await user.click(nextButton()!);
    expect(screen.getByText("Advertisement")).toBeVisible();
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    expect(counter()).toHaveTextContent("2 of 6");
    await user.click(nextButton()!);
    expect(screen.queryByText("Advertisement")).not.toBeInTheDocument();
    expect(visibleSlide()).toHaveTextContent("Photo 3");
    await user.click(nextButton()!);
    await user.click(previousButton()!);
    expect(screen.getByText("Advertisement")).toBeVisible();
    await user.click(nextButton()!);
    expect(visibleSlide()).toHaveTextContent("Photo 4");
  });

  it("counts arrow keys and swipes as reader moves towards the interstitial", async () => {
    const user = userEvent.setup();
    render(<Carousel slides={testSlides(4)} interstitial={<p>Advertisement</p>} interstitialEvery={2} />);
    nextButton()!.focus();
    await user.keyboard("{ArrowRight}");
    expect(counter()).toHaveTextContent("2 of 4");
    swipe(visibleSlide().parentElement!, 100, 50);
    expect(screen.getByText("Advertisement")).toBeVisible();
  });

  it("offers both ways out of an interstitial, even next to an end", async () => {
    const user = userEvent.setup();
    render(<Carousel slides={testSlides(2)} interstitial={<p>Advertisement</p>} interstitialEvery={1} />);
    await user.click(nextButton()!);
    expect(screen.getByText("Advertisement")).toBeVisible();
    expect(previousButton()).toBeInTheDocument();
    await user.click(previousButton()!);
    expect(visibleSlide()).toHaveTextContent("Photo 1");
  });

  it("shows no interstitial without one, or with a count that is not a positive number", async () => {
    const user = userEvent.setup();
    render(<Carousel slides={testSlides(3)} interstitialEvery={1} />);
    await user.click(nextButton()!);
    expect(visibleSlide()).toHaveTextContent("Photo 2");
  });

  it("passes other attributes and key handlers through", async () => {
    const user = userEvent.setup();
    const onKeyDown = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<Carousel slides={testSlides(2)} id="gallery-1" onKeyDown={onKeyDown} />);
    const region = screen.getByRole("region");
    expect(region).toHaveAttribute("id", "gallery-1");
    within(region).getByRole("button", { name: "Next Slide" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(onKeyDown).toHaveBeenCalled();
    expect(counter()).toHaveTextContent("1 of 2");
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <Carousel slides={testSlides(3)} interstitial={<p>Advertisement</p>} interstitialEvery={3} />,
    );
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.setup().click(nextButton()!);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("Carousel hydration", () => {
  it("takes over the server's HTML without a mismatch", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const element = <Carousel slides={testSlides(6)} />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(element);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    errors.mockRestore();
    await userEvent.setup().click(within(container).getByRole("button", { name: "Next Slide" }));
    expect(within(container).getByRole("group")).toHaveTextContent("Photo 2");
    act(() => root.unmount());
    container.remove();
  });
});
