import { act, Suspense, useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { fireEvent, render, screen } from "@testing-library/react";
import { IslandBoundary } from "./island-boundary";
import { lazyPart, preloadLazyParts } from "./lazy-part";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A loader the test answers when it chooses. */
function controlledLoader() {
  const calls: Array<{ resolve: (component: ComponentType<{ label: string }>) => void; reject: (e: Error) => void }> =
    [];
  const load = () =>
    new Promise<ComponentType<{ label: string }>>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

function Page({ Part }: { Part: ComponentType<{ label: string }> }) {
  return (
    <main>
      <IslandBoundary trigger="interaction" block="counter">
        <Part label="Clicked" />
      </IslandBoundary>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("lazyPart", () => {
  it("keeps the island's server HTML while its code loads, then hydrates the same nodes and replays the click", async () => {
    const { load, calls } = controlledLoader();
    const LazyCounter = lazyPart(load);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page Part={Counter} />);
    document.body.append(container);
    const button = container.querySelector("button") as HTMLElement;
    const island = container.querySelector("bs-island") as HTMLElement;
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <Page Part={LazyCounter} />);
    });
    expect(calls).toHaveLength(0);

    await act(async () => {
      fireEvent.click(button);
    });
    // The trigger fired: the part's code is asked for, and until it comes the server's HTML stays as it was.
    expect(calls).toHaveLength(1);
    expect(island).not.toHaveAttribute("data-hydrated");
    expect(container.querySelector("button")).toBe(button);
    expect(button).toHaveTextContent("Clicked 0");

    await act(async () => calls[0]?.resolve(Counter));
    expect(island).toHaveAttribute("data-hydrated");
    expect(container.querySelector("button")).toBe(button);
    expect(button).toHaveTextContent("Clicked 1");
    expect(errors).not.toHaveBeenCalled();
  });

  it("loads once however often it renders", async () => {
    const { load, calls } = controlledLoader();
    const LazyCounter = lazyPart(load);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <LazyCounter label="First" />
          <LazyCounter label="Second" />
        </Suspense>,
      );
    });
    expect(screen.getByText("Loading")).toBeInTheDocument();
    await act(async () => calls[0]?.resolve(Counter));
    expect(calls).toHaveLength(1);
    expect(screen.getByRole("button", { name: "First 0" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Second 0" })).toBeInTheDocument();
  });

  it("asks again for code that failed to arrive", async () => {
    const { load, calls } = controlledLoader();
    const LazyCounter = lazyPart(load);
    const first = LazyCounter.preload();
    calls[0]?.reject(new Error("chunk failed"));
    await expect(first).rejects.toThrow("chunk failed");
    const second = LazyCounter.preload();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(Counter);
    await second;
    render(<LazyCounter label="Again" />);
    expect(screen.getByRole("button", { name: "Again 0" })).toBeInTheDocument();
  });

  it("preloadLazyParts also loads the parts that the code it loads defines (a view with a lazy player)", async () => {
    let Inner: ComponentType<{ label: string }> | undefined;
    lazyPart(async () => {
      Inner = lazyPart(async () => Counter);
      return Counter;
    });
    await preloadLazyParts();
    const Loaded = Inner as ComponentType<{ label: string }>;
    expect(renderToString(<Loaded label="Nested" />)).toContain("Nested");
  });

  it("renders at once, without suspending, once preloadLazyParts has loaded every part", async () => {
    const LazyCounter = lazyPart(() => Promise.resolve(Counter));
    await preloadLazyParts();
    expect(renderToString(<LazyCounter label="Ready" />)).toContain("Ready");
  });
});
