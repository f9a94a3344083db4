import { defineBlock, defineFields, number, select, text, type BlockDefinition } from "./index";

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
  render: ({ customFields }) => <p className={customFields.size}>Hello, {customFields.name}</p>,
});

const render = () => null;

describe("defineBlock", () => {
  it("carries what Fusion reads off a component", () => {
    expect(Greeting.label).toBe("Greeting probe");
    expect(Greeting.icon).toBe("hand");
    expect(Greeting.static).toBe(true);
    expect(Greeting.displayName).toBe("GreetingProbe");
    expect(Greeting.sections).toBeUndefined();
    expect(Greeting.definition).toMatchObject({ name: "greeting-probe", kind: "feature", hydration: "static" });
  });

  it("refuses names Fusion cannot use and layouts without sections", () => {
    expect(() => defineBlock({ name: "Bad Name", kind: "feature", label: "x", render })).toThrow("kebab-case");
    // @ts-expect-error a layout must name its sections
    expect(() => defineBlock({ name: "empty-layout", kind: "layout", label: "x", render })).toThrow(
      "needs its sections",
    );
  });

  it("lets only features choose a hydration: islands are not static", () => {
    const Island = defineBlock({ name: "island-probe", kind: "feature", label: "x", hydration: "visible", render });
    expect(Island.static).toBe(false);
    expect(Island.definition).toMatchObject({ hydration: "visible", static: false });
  });

  it("never makes a chain or a layout static: Fusion always rehydrates them", () => {
    const Chain = defineBlock({ name: "chain-probe", kind: "chain", label: "x", render });
    const Layout = defineBlock({
      name: "layout-probe",
      kind: "layout",
      label: "x",
      sections: ["main", "rail"],
      render,
    });
    for (const block of [Chain, Layout]) {
      expect("static" in block).toBe(false);
      expect(block.definition).toMatchObject({ hydration: "eager", static: false });
    }
    expect(Layout.sections).toEqual(["main", "rail"]);
  });

  it("makes a hydration on a chain or a layout a type error, and refuses it at run time too", () => {
    const chain: BlockDefinition<Record<never, never>> = {
      name: "c",
      kind: "chain",
      label: "x",
      // @ts-expect-error only features choose a hydration
      hydration: "idle",
      render,
    };
    expect(() => defineBlock(chain)).toThrow('chain "c" cannot choose a hydration');
    expect(() =>
      // @ts-expect-error only features choose a hydration
      defineBlock({ name: "l", kind: "layout", label: "x", sections: ["main"], hydration: "eager", render }),
    ).toThrow('layout "l" cannot choose a hydration');
    // @ts-expect-error sections belong to layouts
    defineBlock({ name: "f", kind: "feature", label: "x", sections: ["main"], render });
  });
});
