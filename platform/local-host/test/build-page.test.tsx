import { format } from "node:util";
import { render, screen } from "@testing-library/react";
import { buildPage } from "../src/page/render-page";
import { createRegistry } from "../src/page/block-registry";
import { createHostState, LocalHostProvider } from "../src/host/host-context";
import { parsePageDefinition } from "../src/page/page-definition";
import { fixtureBlocks } from "./fixtures/blocks";

const registry = createRegistry(fixtureBlocks);

function page(sections: Record<string, unknown[]>) {
  return parsePageDefinition({ uri: "/test/", title: "Test", layout: "test-layout", sections });
}

describe("buildPage", () => {
  it("renders the layout with each section's blocks and lists renderables", () => {
    const tree = buildPage(
      page({
        main: [
          { type: "feature", name: "test-site-name" },
          {
            type: "chain",
            name: "test-chain",
            children: [{ type: "feature", name: "test-counter", customFields: { start: 2 } }],
          },
        ],
        rail: [],
      }),
      registry,
    );
    render(
      <LocalHostProvider state={createHostState({ renderables: tree.renderables })}>{tree.element}</LocalHostProvider>,
    );
    expect(screen.getByText("The Daily Broadsheet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clicked 2 times" })).toBeInTheDocument();
    expect(tree.islands).toEqual(new Set(["test-counter"]));
    const sections = tree.renderables.filter((node) => node.collection === "sections");
    expect(sections.map((section) => section.children.length)).toEqual([2, 0]);
    expect(tree.renderables.find((node) => node.type === "test-chain")?.children).toHaveLength(1);
  });

  it("keeps the page when one block throws in the browser", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const tree = buildPage(
      page({
        main: [
          { type: "feature", name: "test-broken" },
          { type: "feature", name: "test-site-name" },
        ],
      }),
      registry,
    );
    render(<LocalHostProvider state={createHostState()}>{tree.element}</LocalHostProvider>);
    expect(screen.getByText("The Daily Broadsheet")).toBeInTheDocument();
    expect(error.mock.calls.some((call) => String(call[0]).includes('Block "test-broken (main-0-0)" failed'))).toBe(
      true,
    );
    error.mockRestore();
  });

  it("leaves out a block that is not installed and says so", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const tree = buildPage(page({ main: [{ type: "feature", name: "no-such-block" }] }), registry);
    const { container } = render(<LocalHostProvider state={createHostState()}>{tree.element}</LocalHostProvider>);
    expect(container.querySelector(".main")).toBeEmptyDOMElement();
    expect(error.mock.calls.map((call) => format(...call))).toEqual([
      'Page block main-0-0: no feature named "no-such-block" is installed',
    ]);
    error.mockRestore();
  });

  it("refuses an unknown layout or section, and a malformed definition, with where it is wrong", () => {
    expect(() =>
      buildPage(parsePageDefinition({ uri: "/", title: "x", layout: "nope", sections: {} }), registry),
    ).toThrow('no layout named "nope"');
    expect(() => buildPage(page({ sidebar: [] }), registry)).toThrow('has no section "sidebar"');
    expect(() =>
      parsePageDefinition({ uri: "/", title: "x", layout: "l", sections: { main: [{ type: "widget", name: "a" }] } }),
    ).toThrow('page.sections.main[0].type must be "feature" or "chain"');
    expect(() =>
      parsePageDefinition({
        uri: "/",
        title: "x",
        layout: "l",
        sections: { main: [{ type: "feature", name: "a", children: [{ type: "feature", name: "b" }] }] },
      }),
    ).toThrow("only chains hold children");
  });
});
