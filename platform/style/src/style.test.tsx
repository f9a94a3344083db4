import { act, render } from "@testing-library/react";
import { createRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { compile, css, scopedStyles, styled } from "./index";

describe("compile", () => {
  it("flattens nested rules under the class, in source order", () => {
    expect(
      compile(
        ".c",
        `
        color:red; /* a comment { } */
        &:hover, &:focus-visible { color:blue; }
        > li + li { margin:0 }
        a& { cursor:pointer; }
        [dir="rtl"] & { transform:scaleX(-1); }
        padding:1px;
      `,
      ),
    ).toBe(
      ".c{color:red;}.c:hover,.c:focus-visible{color:blue;}.c > li + li{margin:0;}a.c{cursor:pointer;}" +
        '[dir="rtl"] .c{transform:scaleX(-1);}.c{padding:1px;}',
    );
  });

  it("wraps rules in the at-rules around them, nested at-rules too", () => {
    expect(
      compile(".c", "@media (min-width:48rem) { gap:1px; @supports (display:grid) { > .m { display:grid } } }"),
    ).toBe(
      "@media (min-width:48rem){.c{gap:1px;}}@media (min-width:48rem){@supports (display:grid){.c > .m{display:grid;}}}",
    );
  });

  it("multiplies selector lists and keeps commas inside :is() and strings", () => {
    expect(compile(".a,.b", ":is(h1, h2) &, & p { x:y }")).toBe(":is(h1, h2) .a,:is(h1, h2) .b,.a p,.b p{x:y;}");
    expect(compile(".c", `content:"{;}"; background:url(data:image/png;base64,AA);`)).toBe(
      '.c{content:"{;}";background:url(data:image/png;base64,AA);}',
    );
  });
});

const Box = styled.div.withConfig({ componentId: "bs-test-box" })<{ $tone: "red" | "blue" | "green" }>`
  color: ${({ $tone }) => $tone};
  display: block;
`;

const Wrapped = styled(Box).withConfig({ componentId: "bs-test-wrapped" })`
  margin: 0;
`;

const shared = css<{ $wide?: boolean }>`
  inline-size: ${({ $wide }) => ($wide ? "100%" : "auto")};
`;

const Label = styled.span.withConfig({ componentId: "bs-test-label" })<{ $wide?: boolean }>`
  ${shared}
  ${Box} & {
    font-weight: bold;
  }
`;

describe("on the server", () => {
  it("writes each distinct CSS once, before the HTML when there is no head, and keeps $props off the DOM", () => {
    const html = renderToString(
      <main>
        <Box $tone="red" id="one" />
        <Box $tone="red" className="c-box" />
        <Box $tone="blue" as="section" />
      </main>,
    );
    const styles = [...html.matchAll(/<style data-precedence="bs" data-href="([^"]*)">/g)];
    expect(styles).toHaveLength(1);
    const hrefs = styles[0]?.[1]?.split(" ") ?? [];
    expect(hrefs).toHaveLength(2);
    expect(hrefs.every((href) => href.startsWith("bs-test-box-"))).toBe(true);
    expect(html).toContain(`<div id="one" class="bs-test-box ${hrefs[0]}"></div>`);
    expect(html).toContain(`<div class="bs-test-box ${hrefs[0]} c-box"></div>`);
    expect(html).toContain(`<section class="bs-test-box ${hrefs[1]}"></section>`);
    expect(html).toContain(`.${hrefs[1]}{color:blue;display:block;}`);
    expect(html).not.toContain("$tone");
  });

  it("puts the styles in the head of a whole document, a wrapped component's before its wrapper's", () => {
    const html = renderToString(
      <html lang="en">
        <head>
          <title>t</title>
        </head>
        <body>
          <Wrapped $tone="red" />
        </body>
      </html>,
    );
    const head = /<head>(.*)<\/head>/.exec(html)?.[1] ?? "";
    expect(head).toMatch(/^<style data-precedence="bs" data-href="bs-test-box-\w+ bs-test-wrapped-\w+">/);
    expect(/<body>(.*)<\/body>/.exec(html)?.[1]).toMatch(
      /^<div class="bs-test-box bs-test-box-\w+ bs-test-wrapped bs-test-wrapped-\w+"><\/div>$/,
    );
  });

  it("interpolates css pieces with the props and other styled components as their selector", () => {
    const html = renderToString(<Label $wide />);
    expect(html).toMatch(/\{inline-size:100%;\}\.bs-test-box \.bs-test-label-\w+\{font-weight:bold;\}/);
  });

  it("keeps a piece that reads no props as fixed text, and one that nests a piece reading props as of the props", () => {
    const hidden = css`
      overflow: hidden;
    `;
    const tone = css<{ $tone: string }>`
      color: ${({ $tone }) => $tone};
    `;
    // A piece of fixed text around one that reads the props still reads them.
    const toned = css<{ $tone: string }>`
      ${tone} ${hidden}
    `;
    const Note = styled.p.withConfig({ componentId: "bs-test-note" })<{ $tone: string }>`
      ${hidden}
      ${toned}
    `;
    expect(hidden({})).toContain("overflow: hidden;");
    const red = renderToString(<Note $tone="red">a</Note>);
    const blue = renderToString(<Note $tone="blue">b</Note>);
    expect(red).toMatch(/\.bs-test-note-\w+\{overflow:hidden;color:red;overflow:hidden;\}/);
    expect(blue).toMatch(/\.bs-test-note-\w+\{overflow:hidden;color:blue;overflow:hidden;\}/);
    expect(red.match(/bs-test-note-\w+/)?.[0]).not.toBe(blue.match(/bs-test-note-\w+/)?.[0]);
  });
});

describe("in the browser", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("hydrates against the server's HTML and head without a warning and without adding a style", async () => {
    const page = (
      <div>
        <Box $tone="red">text</Box>
        <Label>label</Label>
      </div>
    );
    const html = renderToString(page);
    const [, styles = "", body = ""] = /^((?:<style[^>]*>.*?<\/style>)*)(.*)$/s.exec(html) ?? [];
    document.head.innerHTML = styles;
    const container = document.createElement("div");
    container.innerHTML = body;
    document.body.append(container);
    const box = container.querySelector(".bs-test-box");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector(".bs-test-box")).toBe(box);
    expect(document.querySelectorAll("style")).toHaveLength(1);
    expect(container.querySelector("style")).toBeNull();
  });

  it("inserts the styles a client render needs into the head, where jsdom applies them", () => {
    const ref = createRef<HTMLDivElement>();
    // Not red: React remembers the styles it found while hydrating above, though afterEach removed them.
    const { rerender } = render(<Box $tone="green" ref={ref} data-testid="box" />);
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
    expect(ref.current).toHaveStyle({ color: "rgb(0, 128, 0)", display: "block" });
    rerender(<Box $tone="blue" ref={ref} />);
    expect(ref.current).toHaveStyle({ color: "rgb(0, 0, 255)" });
    expect(document.head.querySelectorAll('style[data-precedence="bs"]')).toHaveLength(2);
  });

  it("renders `as` another component, passing forwardedAs on as its `as`", () => {
    function Target({ as: Tag = "p", className }: { as?: "p" | "aside"; className?: string }) {
      return <Tag className={className}>target</Tag>;
    }
    const Styled = styled(Target).withConfig({ componentId: "bs-test-target" })`
      color: green;
    `;
    const { container } = render(<Styled forwardedAs="aside" />);
    expect(container.innerHTML).toMatch(/^<aside class="bs-test-target bs-test-target-\w+">target<\/aside>$/);
  });
});

describe("scopedStyles", () => {
  const gap = "0.5rem";
  const ChainStyles = scopedStyles({ componentId: "bs-chain", scope: ".b-chain" })`
    /* The bar's room. */
    position: sticky;
    &.b-chain--open { box-shadow: none; }
    .b-chain__bar { gap: ${gap}; }
  `;

  it("writes its rules under the scope, once, as a hoistable style named by its id and its rules", () => {
    const html = renderToString(
      <>
        <ChainStyles />
        <ChainStyles />
      </>,
    );
    expect(html).toMatch(
      /^<style data-precedence="bs" data-href="bs-chain-\w+">\.b-chain\{position:sticky;\}\.b-chain\.b-chain--open\{box-shadow:none;\}\.b-chain \.b-chain__bar\{gap:0\.5rem;\}<\/style>$/,
    );
  });

  it("styles the block's elements in the browser", () => {
    render(
      <div className="b-chain">
        <div className="b-chain__bar">Bar</div>
        <ChainStyles />
      </div>,
    );
    expect(getComputedStyle(document.querySelector(".b-chain") as Element).position).toBe("sticky");
    expect(getComputedStyle(document.querySelector(".b-chain__bar") as Element).gap).toBe("0.5rem");
  });
});
