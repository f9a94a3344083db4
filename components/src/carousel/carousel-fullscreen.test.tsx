import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { Carousel } from "./carousel";
import { testSlides } from "./test-slides";

/** A stand-in for the Fullscreen API, which jsdom lacks: changes land a tick later, as in browsers. */
function installFullscreenApi({ refuse = false, enabled = true } = {}) {
  let held: Element | null = null;
  const settle = (element: Element | null) =>
    Promise.resolve().then(() => {
      held = element;
      document.dispatchEvent(new Event("fullscreenchange"));
    });
  Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => held });
  Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: enabled });
  const request = jest.fn(function (this: Element) {
    return refuse ? Promise.reject(new TypeError("Permissions check failed")) : settle(this);
  });
  const exit = jest.fn(() => settle(null));
  Object.defineProperty(HTMLElement.prototype, "requestFullscreen", { configurable: true, value: request });
  Object.defineProperty(document, "exitFullscreen", { configurable: true, value: exit });
  return { request, exit, browserExit: () => act(() => settle(null)), other: (element: Element) => settle(element) };
}

afterEach(() => {
  for (const key of ["fullscreenElement", "fullscreenEnabled", "exitFullscreen"]) Reflect.deleteProperty(document, key);
  Reflect.deleteProperty(HTMLElement.prototype, "requestFullscreen");
});

function setup() {
  const user = userEvent.setup();
  const onFullscreenToggle = jest.fn();
  render(<Carousel slides={testSlides(3)} onFullscreenToggle={onFullscreenToggle} />);
  return { user, onFullscreenToggle, region: screen.getByRole("region") };
}

const fullscreenButton = () => screen.getByRole("button", { name: "Full Screen" });
const minimizeButton = () => screen.findByRole("button", { name: "Minimize Screen" });

describe("Carousel full screen", () => {
  it("asks the Fullscreen API for the carousel element, and leaves through it", async () => {
    const api = installFullscreenApi();
    const { user, onFullscreenToggle, region } = setup();
    await user.click(fullscreenButton());
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(api.request.mock.contexts[0]).toBe(region);
    const minimize = await minimizeButton();
    expect(region).toHaveClass("c-carousel--fullscreen");
    await user.click(minimize);
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Full Screen" })).toBeInTheDocument();
    expect(region).not.toHaveClass("c-carousel--fullscreen");
    expect(onFullscreenToggle.mock.calls).toEqual([[true], [false]]);
  });

  it("follows the reader leaving with Escape or the browser's own controls", async () => {
    const api = installFullscreenApi();
    const { user, onFullscreenToggle } = setup();
    await user.click(fullscreenButton());
    await minimizeButton();
    await api.browserExit();
    expect(fullscreenButton()).toBeInTheDocument();
    expect(onFullscreenToggle.mock.calls).toEqual([[true], [false]]);
  });

  it("leaves the API's full screen on an Escape that reaches the page (headless and embedded browsers)", async () => {
    const api = installFullscreenApi();
    const { user, onFullscreenToggle, region } = setup();
    await user.click(fullscreenButton());
    await minimizeButton();
    await user.keyboard("{Escape}");
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Full Screen" })).toBeInTheDocument();
    expect(region).not.toHaveClass("c-carousel--fullscreen");
    expect(onFullscreenToggle.mock.calls).toEqual([[true], [false]]);
  });

  it("ignores another element going full screen", async () => {
    const api = installFullscreenApi();
    const { onFullscreenToggle } = setup();
    await act(() => api.other(document.body));
    expect(fullscreenButton()).toBeInTheDocument();
    expect(onFullscreenToggle).not.toHaveBeenCalled();
  });

  it("fills the viewport with CSS where the API is missing, and leaves on Escape", async () => {
    const { user, onFullscreenToggle, region } = setup();
    await user.click(fullscreenButton());
    expect(region).toHaveClass("c-carousel--fullscreen");
    expect(await minimizeButton()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(region).not.toHaveClass("c-carousel--fullscreen");
    // Escape works wherever focus is, e.g. after a click on the slide took it to the page.
    await user.click(fullscreenButton());
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard("{Escape}");
    expect(region).not.toHaveClass("c-carousel--fullscreen");
    await user.click(fullscreenButton());
    await user.click(await minimizeButton());
    expect(region).not.toHaveClass("c-carousel--fullscreen");
    expect(onFullscreenToggle.mock.calls).toEqual([[true], [false], [true], [false], [true], [false]]);
  });

  it("falls back to CSS when the API refuses", async () => {
    const api = installFullscreenApi({ refuse: true });
    const { user, region } = setup();
    await user.click(fullscreenButton());
    expect(await minimizeButton()).toBeInTheDocument();
    expect(api.request).toHaveBeenCalled();
    expect(region).toHaveClass("c-carousel--fullscreen");
  });

  it("falls back to CSS without calling an API the page disables", async () => {
    const disabled = installFullscreenApi({ enabled: false });
    const { user, region } = setup();
    await user.click(fullscreenButton());
    expect(disabled.request).not.toHaveBeenCalled();
    expect(region).toHaveClass("c-carousel--fullscreen");
  });

  it("has no axe violations in full screen", async () => {
    const { user } = setup();
    await user.click(fullscreenButton());
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
