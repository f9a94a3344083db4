import { cleanup, render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import type { NavigationNode } from "@broadsheet/kit/ans";
import { createHostState, LocalHostProvider, renderBlock } from "@broadsheet/local-host";
import { SectionTitle } from "./index";

const root = corpus.navigation["the-daily"]?.default;
const business = root?.children?.find((node) => node._id === "/business");

function renderTitle(globalContent: unknown, arcSite?: string) {
  return render(renderBlock(SectionTitle, { context: { globalContent, ...(arcSite ? { arcSite } : {}) } }));
}

function renderUnguarded(globalContent: unknown) {
  return render(
    <LocalHostProvider state={createHostState({ globalContent })}>
      <SectionTitle />
    </LocalHostProvider>,
  );
}

const section = (children: NavigationNode[]): NavigationNode => ({
  _id: "/news",
  node_type: "section",
  name: "News",
  children,
});

describe("Section Title", () => {
  it("is a static feature: server HTML only", () => {
    expect(SectionTitle.definition.name).toBe("section-title");
    expect(SectionTitle.static).toBe(true);
  });

  it("shows the section's name as the page heading and its child sections as links", () => {
    renderTitle(business);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Business");
    const nav = screen.getByRole("navigation", { name: "Sections of Business" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Markets", "/business/markets/"],
      ["Technology", "/business/technology/"],
    ]);
  });

  it("leaves inactive children out and links link nodes to their url", () => {
    renderTitle(root);
    const links = within(screen.getByRole("navigation")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).not.toContain("/elections-2022/");
    expect(screen.getByRole("link", { name: /Crosswords/ })).toHaveAttribute(
      "href",
      "https://puzzles.the-daily.test/crosswords/",
    );
  });

  it("leaves out children without a name or a safe address", () => {
    renderTitle(
      section([
        { _id: "/news/local", node_type: "section", name: "" },
        { _id: "x", node_type: "link", display_name: "Bad", url: "javascript:alert(1)" },
        { _id: "/news/world", node_type: "section", name: "World" },
      ]),
    );
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["World"]);
  });

  it("shows no list for a section without active children", () => {
    renderTitle(section([{ _id: "/news/old", node_type: "section", name: "Old", inactive: true }]));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("News");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("names the list in the site's language", () => {
    renderTitle(business, "le-quotidien");
    expect(screen.getByRole("navigation", { name: "Rubriques de Business" })).toBeInTheDocument();
  });

  it.each([
    ["no global content", null],
    ["a node without a name", { _id: "/news", node_type: "section", children: [] }],
    ["a story", { _id: "abc", headlines: { basic: "A story" } }],
  ])("renders nothing for %s", (_, globalContent) => {
    const { container } = renderTitle(globalContent);
    expect(container).toBeEmptyDOMElement();
  });

  it("never throws, over 1,000 random partial inputs", () => {
    const node = fc.letrec((tie) => ({
      node: fc.record(
        {
          _id: fc.oneof(fc.constantFrom("/news", "/a b", "javascript:x"), fc.anything()),
          node_type: fc.oneof(fc.constantFrom("section", "link"), fc.anything()),
          name: fc.oneof(fc.string(), fc.anything()),
          display_name: fc.oneof(fc.string(), fc.anything()),
          url: fc.oneof(fc.webUrl(), fc.anything()),
          inactive: fc.anything(),
          children: fc.oneof(fc.array(tie("node"), { maxLength: 4 }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    })).node;
    fc.assert(
      fc.property(fc.oneof(node, fc.anything()), (content) => {
        try {
          const { container } = renderUnguarded(content);
          expect(container.querySelectorAll("h1").length).toBeLessThanOrEqual(1);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("has no axe violations", async () => {
    const { container } = renderTitle(root);
    expect(await axe(container)).toHaveNoViolations();
  });
});
