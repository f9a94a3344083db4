import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider, renderBlock } from "@broadsheet/local-host";
import { Headline } from "./index";

const story = (basic: unknown) => ({ _id: "story", headlines: { basic } });

function renderHeadline(globalContent: unknown, isAdmin = false) {
  return render(renderBlock(Headline, { context: { globalContent, isAdmin } }));
}

/** Without renderBlock's error boundary, which would turn a throw into an empty render. */
function renderUnguarded(globalContent: unknown) {
  return render(
    <LocalHostProvider state={createHostState({ globalContent })}>
      <Headline />
    </LocalHostProvider>,
  );
}

describe("Headline", () => {
  it("shows the story headline as the page's h1", () => {
    renderHeadline(story("Council approves the new bridge"));
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Council approves the new bridge");
    expect(heading).toHaveClass("b-headline");
  });

  it("drops the spaces around the headline", () => {
    renderHeadline(story("  Bridge opens \n"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Bridge opens");
  });

  it.each([
    ["no global content", null],
    ["global content that is not an object", "a story"],
    ["no headlines", { _id: "story" }],
    ["headlines that are not an object", { headlines: "Bridge opens" }],
    ["headlines that are null", { headlines: null }],
    ["no basic headline", { headlines: { web: "Bridge opens" } }],
    ["an empty headline", story("")],
    ["a headline of whitespace", story(" \t\n ")],
    ["a number", story(42)],
    ["an object", story({ text: "Bridge opens" })],
    ["an array", story(["Bridge opens"])],
  ])("renders nothing for %s", (_, globalContent) => {
    const { container } = renderHeadline(globalContent);
    expect(container).toBeEmptyDOMElement();
  });

  it("lets editors edit the headline in place, and no one else", () => {
    const { unmount } = renderHeadline(story("Bridge opens"), true);
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("contenteditable", "true");
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("data-content-path", "headlines.basic");
    unmount();
    renderHeadline(story("Bridge opens"));
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveAttribute("contenteditable");
  });

  it("never throws, whatever the global content", () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true }), (content) => {
        try {
          const { container } = renderUnguarded(content);
          expect(container.querySelectorAll("h1").length).toBeLessThanOrEqual(1);
        } finally {
          cleanup();
        }
      }),
    );
  });

  it("never throws for any shape of headlines", () => {
    fc.assert(
      fc.property(fc.record({ headlines: fc.oneof(fc.anything(), fc.record({ basic: fc.anything() })) }), (content) => {
        try {
          renderUnguarded(content);
        } finally {
          cleanup();
        }
      }),
    );
  });

  it("renders an h1 exactly when the headline has something besides whitespace", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (headline) => {
        try {
          const { container } = renderHeadline(story(headline));
          const h1 = container.querySelector("h1.b-headline");
          if (headline.trim() === "") expect(container).toBeEmptyDOMElement();
          else expect(h1?.textContent).toBe(headline.trim());
        } finally {
          cleanup();
        }
      }),
    );
  });

  it("has no axe violations", async () => {
    const { container } = renderHeadline(story("Council approves the new bridge"));
    expect(await axe(container)).toHaveNoViolations();
  });
});
