/** @jest-environment node */
import { createElement, Suspense, useId, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StyleScope, styled } from "./index";

// Counts the elements the runtime creates (React writes each distinct style once, whatever it is given).
jest.mock("react", () => {
  const actual = jest.requireActual<typeof import("react")>("react");
  return { ...actual, createElement: jest.fn(actual.createElement) };
});

const Text = styled.p.withConfig({ componentId: "bs-scope-text" })<{ $lines?: number }>`
  margin: 0;
  ${({ $lines = 0 }) => ($lines > 0 ? `-webkit-line-clamp: ${$lines};` : "")}
`;

const Frame = styled.div.withConfig({ componentId: "bs-scope-frame" })`
  display: flow-root;
`;

const Inner = styled(Frame).withConfig({ componentId: "bs-scope-inner" })`
  padding: 0;
`;

/** Shows the id useId gives it, which follows the positions of the children around it. */
function Labelled() {
  return <span id={useId()}>label</span>;
}

function page(): ReactNode {
  return (
    <Frame>
      <Text>one</Text>
      <Text $lines={2}>two</Text>
      <Text>
        three <Labelled />
      </Text>
      <Inner>
        <Text>four</Text>
        <Labelled />
      </Inner>
      <Inner>
        <Labelled />
      </Inner>
    </Frame>
  );
}

/** The `<style>` elements React is given while rendering `node`. */
function styleElements(node: ReactNode): { html: string; styles: number } {
  const created = jest.mocked(createElement);
  created.mockClear();
  const html = renderToString(node);
  return { html, styles: created.mock.calls.filter(([type]) => type === "style").length };
}

describe("StyleScope on the server", () => {
  it("renders each distinct style once, and the HTML (ids included) is the same as without it", () => {
    expect(typeof document).toBe("undefined");
    const plain = styleElements(page());
    const scoped = styleElements(<StyleScope>{page()}</StyleScope>);
    expect(scoped.html).toBe(plain.html);
    // Frame, Inner (and Frame under it) twice, Text four times: 1 + 2 × 2 + 4 styles without the scope.
    expect(plain.styles).toBe(9);
    // Inner, Text unclamped, Text clamped to two lines, and Frame twice: a style counts as written once its
    // element's children are rendered, and the first Inner's Frame is among the outer Frame's children.
    expect(scoped.styles).toBe(5);
  });

  it("still writes a style whose first element failed to render, with the next element of it", () => {
    function Broken(): ReactNode {
      throw new Error("broken");
    }
    const html = renderToString(
      <StyleScope>
        <Suspense fallback={<i>fallback</i>}>
          <Text>
            <Broken />
          </Text>
        </Suspense>
        <Text>after</Text>
      </StyleScope>,
    );
    // The boundary failed: its content is left to the browser.
    expect(html).toContain("<!--$!-->");
    expect(html).toMatch(/<style data-precedence="bs" data-href="bs-scope-text-\w+">\.bs-scope-text-\w+\{margin:0;\}/);
    expect(html).toMatch(/<p class="bs-scope-text bs-scope-text-\w+">after<\/p>/);
  });
});
