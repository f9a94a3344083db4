import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { IslandBoundary } from "./island-boundary";
import { preloadLazyParts } from "./lazy-part";
import { serverPart } from "./server-part";

function Picture({ alt }: { alt: string }) {
  return <img src="/photo.jpg" alt={alt} />;
}

/** The server's copy of a part, loaded as a server has it at boot, and the browser's, which counts its loads. */
async function serverAndBrowserCopies() {
  const OnServer = serverPart(async () => Picture);
  await preloadLazyParts();
  let count = 0;
  const InBrowser = serverPart(async () => {
    count += 1;
    return Picture;
  });
  return { OnServer, InBrowser, loads: () => count };
}

afterEach(() => {
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("serverPart", () => {
  it("is rendered on the server inside an element that adds no box", async () => {
    const Kept = serverPart(async () => Picture);
    await preloadLazyParts();
    expect(renderToString(<Kept alt="A dome" />)).toMatch(
      /<bs-part style="display:contents" data-part="[^"]+"><!--\$--><img src="\/photo.jpg" alt="A dome"\/><!--\/\$--><\/bs-part>$/,
    );
  });

  it("keeps the server's HTML while the island around it hydrates and re-renders, without loading its code", async () => {
    const { OnServer, InBrowser, loads } = await serverAndBrowserCopies();
    function Frame({ Part }: { Part: typeof InBrowser }) {
      const [pressed, setPressed] = useState(false);
      return (
        <IslandBoundary trigger="eager" block="frame">
          <div className={pressed ? "frame frame--pressed" : "frame"}>
            <Part alt="A dome" />
            <button type="button" onClick={() => setPressed(true)}>
              Full screen
            </button>
          </div>
        </IslandBoundary>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Frame Part={OnServer} />);
    document.body.append(container);
    const image = container.querySelector("img");
    expect(image).not.toBeNull();
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <Frame Part={InBrowser} />);
    });
    expect(container.querySelector("bs-island")).toHaveAttribute("data-hydrated");
    await act(async () => {
      screen.getByRole("button", { name: "Full screen" }).click();
    });
    expect(container.querySelector(".frame--pressed")).not.toBeNull();
    expect(container.querySelector("img")).toBe(image);
    expect(loads()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders from its code once its props differ from what the server rendered (an editor changed a field)", async () => {
    const { OnServer, InBrowser, loads } = await serverAndBrowserCopies();
    function Frame({ Part, alt }: { Part: typeof InBrowser; alt: string }) {
      return (
        <IslandBoundary trigger="eager" block="frame">
          <Part alt={alt} />
        </IslandBoundary>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Frame Part={OnServer} alt="A dome" />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Frame Part={InBrowser} alt="A dome" />);
    });
    await act(async () => {
      root?.render(<Frame Part={InBrowser} alt="A dome" />);
    });
    expect(loads()).toBe(0);
    await act(async () => {
      root?.render(<Frame Part={InBrowser} alt="A spire" />);
    });
    expect(loads()).toBe(1);
    expect(await screen.findByRole("img", { name: "A spire" })).toBeInTheDocument();
    expect(container.querySelectorAll("img")).toHaveLength(1);
    // Back to what the server rendered: its HTML is gone, so the part stays rendered from code.
    await act(async () => {
      root?.render(<Frame Part={InBrowser} alt="A dome" />);
    });
    expect(screen.getByRole("img", { name: "A dome" })).toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it("loads its code once on preload, so that a render in the browser after it does not wait", async () => {
    let loads = 0;
    const Kept = serverPart(async () => {
      loads += 1;
      return Picture;
    });
    await Promise.all([Kept.preload(), Kept.preload()]);
    expect(loads).toBe(1);
    act(() => {
      render(<Kept alt="Ready" />);
    });
    expect(screen.getByRole("img", { name: "Ready" })).toBeInTheDocument();
  });

  it("loads and renders its code in a render that starts in the browser", async () => {
    const Kept = serverPart(async () => Picture);
    await act(async () => {
      render(<Kept alt="Fresh" />);
    });
    expect(screen.getByRole("img", { name: "Fresh" })).toBeInTheDocument();
  });

  it("hoisted only: once the server's copy is on the page, a later instance in the browser loads no code", async () => {
    function Styles() {
      return (
        <style href="bs-test-kept" precedence="bs">
          {".c-test{color:red}"}
        </style>
      );
    }
    const OnServer = serverPart(async () => Styles, { hoistedOnly: true });
    await preloadLazyParts();
    let loads = 0;
    const InBrowser = serverPart(
      async () => {
        loads += 1;
        return Styles;
      },
      { hoistedOnly: true },
    );
    function Form({ Part, more }: { Part: typeof InBrowser; more: boolean }) {
      return (
        <div>
          <Part />
          {more ? <Part /> : null}
        </div>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form Part={OnServer} more={false} />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Form Part={InBrowser} more={false} />);
    });
    await act(async () => {
      root?.render(<Form Part={InBrowser} more />);
    });
    expect(container.querySelectorAll("bs-part")).toHaveLength(2);
    expect(loads).toBe(0);
    // Another page (the first one's part gone): a render there loads the code, as any part's does.
    await act(async () => {
      root?.unmount();
    });
    container.remove();
    await act(async () => {
      render(<InBrowser />);
    });
    expect(loads).toBe(1);
  });
});
