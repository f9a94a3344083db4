import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import Static from "../src/fusion/static";

function Page({ text }: { text: string }) {
  return (
    <main>
      <Static id="raw">
        <p className="raw">{text}</p>
      </Static>
    </main>
  );
}

describe("fusion:static", () => {
  it("renders its children on the server and in a render that starts in the browser", () => {
    expect(renderToString(<Page text="Server words" />)).toContain(
      '<div id="fusion-static-enter:raw"><p class="raw">Server words</p></div>',
    );
    render(<Page text="Browser words" />);
    expect(screen.getByText("Browser words")).toBeInTheDocument();
  });

  it("keeps the server's HTML while the page hydrates, even when the browser would render other words", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page text="Server words" />);
    document.body.append(container);
    const paragraph = container.querySelector("p.raw");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <Page text="Browser words" />);
    });
    // After hydration React re-renders with browser snapshots; the kept decision holds.
    await act(async () => undefined);
    expect(container.querySelector("p.raw")).toBe(paragraph);
    expect(paragraph).toHaveTextContent("Server words");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
