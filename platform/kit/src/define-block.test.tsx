import { render, screen } from "@testing-library/react";
import { renderBlock } from "@broadsheet/local-host";
import { blockManifest, defineBlock, defineFields, number, select, text } from "./index";

const Greeting = defineBlock({
  name: "greeting-probe",
  kind: "feature",
  label: "Greeting probe",
  icon: "hand",
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

describe("defineBlock", () => {
  it("renders with defaults applied before render", () => {
    render(renderBlock(Greeting));
    expect(screen.getByText("Hello, World")).toHaveClass("small");
  });

  it("carries what Fusion reads off a component", () => {
    expect(Greeting.label).toBe("Greeting probe");
    expect(Greeting.icon).toBe("hand");
    expect(Greeting.static).toBe(true);
    expect(Greeting.displayName).toBe("GreetingProbe");
    expect(Greeting.sections).toBeUndefined();
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

  it("refuses names Fusion cannot use and layouts without sections", () => {
    expect(() => defineBlock({ name: "Bad Name", kind: "feature", label: "x", render: () => null })).toThrow(
      "kebab-case",
    );
    expect(() => defineBlock({ name: "empty-layout", kind: "layout", label: "x", render: () => null })).toThrow(
      "needs its sections",
    );
  });

  it("marks islands as not static and layouts with their sections", () => {
    const Island = defineBlock({
      name: "island-probe",
      kind: "feature",
      label: "x",
      hydration: "visible",
      render: () => null,
    });
    const Layout = defineBlock({
      name: "layout-probe",
      kind: "layout",
      label: "x",
      sections: ["main", "rail"],
      render: () => null,
    });
    expect(Island.static).toBe(false);
    expect(Layout.sections).toEqual(["main", "rail"]);
  });
});

describe("blockManifest", () => {
  it("describes the block as JSON with its fields as JSON Schema", () => {
    expect(blockManifest(Greeting)).toEqual({
      name: "greeting-probe",
      kind: "feature",
      label: "Greeting probe",
      icon: "hand",
      version: 1,
      hydration: "static",
      contentSources: [],
      contentSchemas: [],
      fields: {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: {
          name: { type: "string", title: "Name", default: "World" },
          size: {
            oneOf: [
              { const: "small", title: "small" },
              { const: "large", title: "large" },
            ],
            title: "Size",
            default: "small",
          },
          count: { type: "number", minimum: 1, title: "Count" },
        },
      },
    });
  });
});
