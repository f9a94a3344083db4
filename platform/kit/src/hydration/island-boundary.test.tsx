import { act, useState } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { fireEvent, render, screen } from "@testing-library/react";
import { IslandBoundary } from "./island-boundary";
import type { IslandTrigger } from "./trigger";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

function Page({ trigger }: { trigger: IslandTrigger }) {
  return (
    <main>
      <p>Around the island</p>
      <IslandBoundary trigger={trigger} block="counter">
        <Counter />
      </IslandBoundary>
    </main>
  );
}

/** Server HTML in the document, then hydrated as a page would be. */
async function hydratePage(trigger: IslandTrigger) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page trigger={trigger} />);
  document.body.append(container);
  const button = container.querySelector("button");
  const errors = jest.spyOn(console, "error");
  await act(async () => {
    hydrateRoot(container, <Page trigger={trigger} />);
  });
  return { container, island: container.querySelector("bs-island") as HTMLElement, button, errors };
}

afterEach(() => {
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("IslandBoundary", () => {
  it("renders its children on the server inside an element that adds no box", () => {
    const html = renderToString(<Page trigger="visible" />);
    expect(html).toMatch(
      /<bs-island style="display:contents" data-island="[^"]+" data-trigger="visible" data-block="counter">/,
    );
    expect(html).toContain("Clicked <!-- -->0<!-- --> times");
  });

  it("is transparent in a render that starts in the browser", () => {
    render(<Page trigger="interaction" />);
    fireEvent.click(screen.getByRole("button", { name: "Clicked 0 times" }));
    expect(screen.getByRole("button", { name: "Clicked 1 times" })).toBeInTheDocument();
    expect(document.querySelector("bs-island")).toHaveAttribute("data-hydrated");
  });

  it("keeps the server HTML untouched until the trigger, then hydrates the same nodes", async () => {
    const { island, button, errors } = await hydratePage("interaction");
    expect(island).not.toHaveAttribute("data-hydrated");
    expect(island.querySelector("button")).toBe(button);

    await act(async () => {
      fireEvent.focusIn(button as HTMLElement);
    });
    expect(island).toHaveAttribute("data-hydrated");
    expect(island.querySelector("button")).toBe(button);
    await act(async () => {
      fireEvent.click(button as HTMLElement);
    });
    expect(button).toHaveTextContent("Clicked 1 times");
    expect(errors).not.toHaveBeenCalled();
  });

  it("hydrates an interaction island at once when focus is already inside it as the page's script runs", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page trigger="interaction" />);
    document.body.append(container);
    const button = container.querySelector("button") as HTMLElement;
    button.focus();
    await act(async () => {
      hydrateRoot(container, <Page trigger="interaction" />);
    });
    expect(container.querySelector("bs-island")).toHaveAttribute("data-hydrated");
    expect(document.activeElement).toBe(button);
  });

  it("hydrates an eager island with the page", async () => {
    const { island, button } = await hydratePage("eager");
    expect(island).toHaveAttribute("data-hydrated");
    await act(async () => {
      fireEvent.click(button as HTMLElement);
    });
    expect(button).toHaveTextContent("Clicked 1 times");
  });

  it("replays a click that reached the island before it was live", async () => {
    const { island, button } = await hydratePage("idle");
    expect(island).not.toHaveAttribute("data-hydrated");
    await act(async () => {
      fireEvent.click(button as HTMLElement);
    });
    expect(island).toHaveAttribute("data-hydrated");
    expect(button).toHaveTextContent("Clicked 1 times");
  });

  it("starts a visible island at once where the browser cannot observe intersections", async () => {
    expect("IntersectionObserver" in window).toBe(false);
    const { island } = await hydratePage("visible");
    expect(island).toHaveAttribute("data-hydrated");
  });

  it("renders afresh, without gating, where there is no server HTML", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Page trigger="interaction" />);
    });
    expect(container.querySelector("bs-island")).toHaveAttribute("data-hydrated");
  });
});
