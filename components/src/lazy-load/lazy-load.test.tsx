import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { LazyLoad } from "./lazy-load";

/** A stand-in IntersectionObserver: tests say when an element comes into (rootMargin-widened) view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly rootMargin: string;
  readonly elements = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? "0px";
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  unobserve(element: Element) {
    this.elements.delete(element);
  }

  disconnect() {
    this.disconnected = true;
    this.elements.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as in view or not. */
  report(isIntersecting: boolean) {
    const entries = [...this.elements].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }

  static latest(): FakeIntersectionObserver {
    const observer = FakeIntersectionObserver.instances.at(-1);
    if (!observer) throw new Error("no IntersectionObserver was created");
    return observer;
  }
}

function withIntersectionObserver() {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, "IntersectionObserver", {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "IntersectionObserver");
  });
}

function host(element: ReactElement, isAdmin = false) {
  return <LocalHostProvider state={createHostState({ isAdmin })}>{element}</LocalHostProvider>;
}

const Story = () => <p>Lazy story</p>;

/** The declarations the styling runtime (@broadsheet/style) wrote for an element's classes. */
function cssOf(element: Element): string {
  const css = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
  return [...element.classList]
    .flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, "g"))].map((match) => match[1]))
    .join("");
}

describe("LazyLoad on the server", () => {
  it("renders a placeholder, never the children and never nothing", () => {
    const html = renderToString(
      host(
        <LazyLoad placeholderHeight={250}>
          <Story />
        </LazyLoad>,
      ),
    );
    // Without a document head, React writes the placeholder's hoisted <style> first.
    expect(html).toMatch(
      /^(<style data-precedence="bs"[^>]*>[^<]*<\/style>)?<div class="[^"]*c-lazy-load[^"]*"><\/div>/,
    );
    expect(html).not.toContain("Lazy story");
  });

  it("renders the children when lazy loading is off, or for editors", () => {
    expect(renderToString(host(<LazyLoad enabled={false}>{<Story />}</LazyLoad>))).toBe("<p>Lazy story</p>");
    expect(renderToString(host(<LazyLoad>{<Story />}</LazyLoad>, true))).toBe("<p>Lazy story</p>");
  });

  it("renders a custom placeholder", () => {
    const html = renderToString(
      host(
        <LazyLoad renderPlaceholder={(ref) => <div ref={ref} className="b-card--skeleton" />}>
          <Story />
        </LazyLoad>,
      ),
    );
    expect(html).toBe('<div class="b-card--skeleton"></div>');
  });
});

describe("LazyLoad placeholder size", () => {
  withIntersectionObserver();

  it.each([
    [{ placeholderHeight: 250 }, "min-block-size:250px;"],
    [{ placeholderHeight: "20rem" }, "min-block-size:20rem;"],
    [{ aspectRatio: "16:9" as const }, `inline-size:100%;aspect-ratio:${16 / 9};`],
  ])("reserves the space given by %p", (props, css) => {
    const { container } = render(
      host(
        <LazyLoad {...props} className="b-promo__lazy">
          <Story />
        </LazyLoad>,
      ),
    );
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder).toHaveClass("c-lazy-load", "b-promo__lazy");
    expect(cssOf(placeholder)).toContain(css);
  });

  it("ignores a height that is not a CSS length", () => {
    const { container } = render(host(<LazyLoad placeholderHeight="1px;color:red">{<Story />}</LazyLoad>));
    expect(cssOf(container.firstElementChild as Element)).not.toContain("color");
  });
});

describe("LazyLoad with IntersectionObserver", () => {
  withIntersectionObserver();

  it("shows the children once the placeholder is within 300 px of the viewport", () => {
    const { container } = render(host(<LazyLoad placeholderHeight={100}>{<Story />}</LazyLoad>));
    const observer = FakeIntersectionObserver.latest();
    expect(observer.rootMargin).toBe("300px 0px 300px 0px");
    expect(observer.elements.has(container.firstElementChild as Element)).toBe(true);
    expect(screen.queryByText("Lazy story")).toBeNull();

    act(() => observer.report(false));
    expect(screen.queryByText("Lazy story")).toBeNull();

    act(() => observer.report(true));
    expect(screen.getByText("Lazy story")).toBeInTheDocument();
    expect(container.querySelector(".c-lazy-load")).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it("widens the viewport by the offsets given", () => {
    render(
      host(
        <LazyLoad offsetTop={200} offsetBottom={500}>
          {<Story />}
        </LazyLoad>,
      ),
    );
    expect(FakeIntersectionObserver.latest().rootMargin).toBe("200px 0px 500px 0px");
  });

  it("watches a custom placeholder through its ref", () => {
    render(
      host(
        <LazyLoad renderPlaceholder={(ref) => <div ref={ref} data-testid="skeleton" />}>
          <Story />
        </LazyLoad>,
      ),
    );
    const observer = FakeIntersectionObserver.latest();
    expect(observer.elements.has(screen.getByTestId("skeleton"))).toBe(true);
    act(() => observer.report(true));
    expect(screen.getByText("Lazy story")).toBeInTheDocument();
    expect(screen.queryByTestId("skeleton")).toBeNull();
  });

  it("stops watching when it goes away before coming near", () => {
    const { unmount } = render(host(<LazyLoad>{<Story />}</LazyLoad>));
    const observer = FakeIntersectionObserver.latest();
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it("renders the children at once, watching nothing, when disabled or for editors", () => {
    const { unmount } = render(host(<LazyLoad enabled={false}>{<Story />}</LazyLoad>));
    expect(screen.getByText("Lazy story")).toBeInTheDocument();
    unmount();
    render(host(<LazyLoad>{<Story />}</LazyLoad>, true));
    expect(screen.getByText("Lazy story")).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("hydrates the server's placeholder without a mismatch, then loads", async () => {
    const tree = host(<LazyLoad placeholderHeight={100}>{<Story />}</LazyLoad>);
    const root = document.body.appendChild(document.createElement("div"));
    root.innerHTML = renderToString(tree);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // React reports a hydration mismatch here, not on the console.
    const mismatch = jest.fn();
    try {
      const hydrated = await act(async () => hydrateRoot(root, tree, { onRecoverableError: mismatch }));
      expect(mismatch).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      act(() => FakeIntersectionObserver.latest().report(true));
      expect(root).toHaveTextContent("Lazy story");
      act(() => hydrated.unmount());
    } finally {
      errors.mockRestore();
      root.remove();
    }
  });
});

describe("LazyLoad without IntersectionObserver", () => {
  let top = 2000;
  let rectCalls = 0;

  beforeEach(() => {
    jest.useFakeTimers();
    top = 2000;
    rectCalls = 0;
    jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => {
      rectCalls += 1;
      return { top, bottom: top + 100, left: 0, right: 0, width: 0, height: 100, x: 0, y: top } as DOMRect;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const scroll = () => act(() => void window.dispatchEvent(new Event("scroll")));

  it("checks on scroll, at most every 100 ms, and loads within 300 px of the bottom edge", () => {
    render(host(<LazyLoad>{<Story />}</LazyLoad>));
    expect(window.innerHeight).toBe(768);
    expect(rectCalls).toBe(1);

    top = 1068; // 300 px below the 768 px viewport: near
    act(() => jest.advanceTimersByTime(30));
    scroll();
    scroll();
    scroll();
    expect(rectCalls).toBe(1);
    expect(screen.queryByText("Lazy story")).toBeNull();

    act(() => jest.advanceTimersByTime(70));
    expect(rectCalls).toBe(2);
    expect(screen.getByText("Lazy story")).toBeInTheDocument();
  });

  it("does not load an element still beyond the offset", () => {
    top = 1069;
    render(host(<LazyLoad>{<Story />}</LazyLoad>));
    act(() => jest.advanceTimersByTime(200));
    scroll();
    expect(screen.queryByText("Lazy story")).toBeNull();
  });

  it("counts an element just above the viewport as near, within offsetTop", () => {
    top = -400; // bottom at -300
    render(host(<LazyLoad>{<Story />}</LazyLoad>));
    expect(screen.getByText("Lazy story")).toBeInTheDocument();
  });

  it("honours a smaller offsetTop", () => {
    top = -400;
    render(host(<LazyLoad offsetTop={200}>{<Story />}</LazyLoad>));
    expect(screen.queryByText("Lazy story")).toBeNull();
  });

  it("stops listening once loaded", () => {
    top = 0;
    render(host(<LazyLoad>{<Story />}</LazyLoad>));
    expect(rectCalls).toBe(1);
    act(() => jest.advanceTimersByTime(200));
    scroll();
    act(() => jest.advanceTimersByTime(200));
    expect(rectCalls).toBe(1);
  });
});

describe("LazyLoad accessibility", () => {
  withIntersectionObserver();

  it("has no axe violations as a placeholder", async () => {
    const { container } = render(host(<LazyLoad placeholderHeight={100}>{<Story />}</LazyLoad>));
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations once loaded", async () => {
    const { container } = render(host(<LazyLoad enabled={false}>{<Story />}</LazyLoad>));
    expect(await axe(container)).toHaveNoViolations();
  });
});
