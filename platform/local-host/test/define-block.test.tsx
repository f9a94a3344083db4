import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { defineBlock, defineFields, number, select, text } from "@broadsheet/kit";
import { createHostState, HostRoot } from "../src/host/host-context";
import { renderBlock } from "../src/render-block";

/** defineBlock's components inside a working host: what kit declares, rendered as Fusion would. */
const Greeting = defineBlock({
  name: "greeting-probe",
  kind: "feature",
  label: "Greeting probe",
  fields: defineFields({
    name: text({ label: "Name", defaultValue: "World" }),
    size: select({ label: "Size", options: ["small", "large"], defaultValue: "small" }),
    count: number({ label: "Count", min: 1 }),
  }),
  render: ({ customFields }) => (
    <p className={customFields.size}>
      Hello, {customFields.name}
      {customFields.count ? ` ×${customFields.count}` : ""}
    </p>
  ),
});

describe("a defined block in a host", () => {
  it("puts a class a site gives a feature (styled(OurBlock)) on a div around it, and adds nothing without one", () => {
    const html = (element: ReactElement) =>
      renderToStaticMarkup(<HostRoot state={createHostState({ mode: "server" })}>{element}</HostRoot>);
    expect(html(<Greeting className="site-look" />)).toBe(
      '<div class="site-look"><p class="small">Hello, World</p></div>',
    );
    expect(html(<Greeting />)).toBe('<p class="small">Hello, World</p>');
  });

  it("renders with defaults applied before render", () => {
    render(renderBlock(Greeting));
    expect(screen.getByText("Hello, World")).toHaveClass("small");
  });

  it("uses the default for a bad value and tells editors only", () => {
    const customFields = { name: "Ada", size: "enormous", count: 0 };
    const { unmount } = render(renderBlock(Greeting, { customFields }));
    expect(screen.getByText("Hello, Ada")).toHaveClass("small");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    unmount();

    render(renderBlock(Greeting, { customFields, context: { isAdmin: true } }));
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Greeting probe: check these settings");
    expect(note).toHaveTextContent('Size "enormous" must be one of small, large; using "small"');
    expect(note).toHaveTextContent("Count 0 must be at least 1; left empty");
  });

  it("tells editors, and only them, about saved settings the block no longer has", () => {
    const customFields = { name: "Ada", colour: "teal" };
    const { unmount } = render(renderBlock(Greeting, { customFields }));
    expect(screen.getByText("Hello, Ada")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    unmount();

    render(renderBlock(Greeting, { customFields, context: { isAdmin: true } }));
    expect(screen.getByRole("note")).toHaveTextContent(
      '"colour" is not a setting of this block; its value "teal" is ignored',
    );
  });

  it("hands a layout its sections counted from the page's records", () => {
    const Layout = defineBlock({
      name: "layout-probe",
      kind: "layout",
      label: "Layout probe",
      sections: ["main", "rail"],
      render: ({ sections }) => (
        <p>
          main {sections.main.size}, rail {sections.rail.size}
        </p>
      ),
    });
    render(renderBlock(Layout, { children: [[<i key="a">a</i>, <i key="b">b</i>], null] }));
    expect(screen.getByText("main 2, rail 0")).toBeInTheDocument();
  });
});
