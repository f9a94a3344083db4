import { cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { createHostState, LocalHostProvider, renderBlock } from "@broadsheet/local-host";
import { INLINE_HTML_TAGS, inlineText } from "@broadsheet/components";
import { inlineMarkup } from "@broadsheet/local-host/testing/inline-markup";
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

  it("draws the h1 at the page headline's size, balanced over its lines", () => {
    renderHeadline(story("Council approves the new bridge"));
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
    expect(css).toMatch(
      /\.b-headline\{font-size:var\(--bs-font-size-headline-page\);line-height:var\(--bs-line-height-tight\);text-wrap:balance;\}/,
    );
  });

  it("drops the spaces around the headline", () => {
    renderHeadline(story("  Bridge opens \n"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Bridge opens");
  });

  it("shows the headline's inline markup: emphasis, through the article body's allow-list", () => {
    renderHeadline(story("Riders return to <i>transit</i> &amp; <strong>buses</strong>"));
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.innerHTML).toBe("Riders return to <i>transit</i> &amp; <strong>buses</strong>");
    expect(heading).toHaveTextContent("Riders return to transit & buses");
  });

  it("neutralises hostile markup: scripts dropped, handlers and unknown tags gone, their text kept", () => {
    renderHeadline(
      story(
        'Bridge <script>alert(1)</script><i onclick="steal()">opens</i> <img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">today</a> <iframe src="//evil.example">x</iframe><b style="color:red">now</b>',
      ),
    );
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.innerHTML).toBe("Bridge <i>opens</i> today <b>now</b>");
    expect(heading.querySelector("script, img, iframe, a, [onclick], [style]")).toBeNull();
  });

  it("writes an escaped tag as the text it is, never as markup", () => {
    renderHeadline(story("Why &lt;script&gt; tags matter"));
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Why <script> tags matter");
    expect(heading.querySelector("script")).toBeNull();
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
    ["a headline of markup with no text", story("<i> </i><br>&nbsp;")],
    ["a headline that is only a script", story("<script>alert(1)</script>")],
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

  it("renders an h1 exactly when the headline has text a reader would see, and shows that text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (headline) => {
        try {
          const { container } = renderHeadline(story(headline));
          const h1 = container.querySelector("h1.b-headline");
          // inlineText is what the page's <title> is made of: the h1 and the title say the same.
          if (inlineText(headline) === "") expect(container).toBeEmptyDOMElement();
          else expect(h1?.textContent?.trim()).toBe(inlineText(headline));
        } finally {
          cleanup();
        }
      }),
    );
  });

  it("never writes an element or attribute outside the body's allow-list, whatever the headline holds", () => {
    const allowed = new Set([...INLINE_HTML_TAGS].map((tag) => tag.toUpperCase()));
    fc.assert(
      fc.property(inlineMarkup("/politics/"), (headline) => {
        try {
          const { container } = renderHeadline(story(headline));
          const h1 = container.querySelector("h1.b-headline");
          for (const element of h1?.querySelectorAll("*") ?? []) {
            expect(allowed.has(element.tagName)).toBe(true);
            for (const attribute of element.getAttributeNames()) expect(attribute).toBe("href");
          }
          for (const link of h1?.querySelectorAll("a") ?? []) expect(link.getAttribute("href")).toBe("/politics/");
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
