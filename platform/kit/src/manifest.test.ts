import { blockManifest, contentConfig, defineBlock, defineFields, number, select, text } from "./index";

const render = () => null;

describe("blockManifest", () => {
  it("describes a feature as JSON with its fields as JSON Schema", () => {
    const Greeting = defineBlock({
      name: "greeting-probe",
      kind: "feature",
      label: "Greeting probe",
      icon: "hand",
      contentSources: ["story-feed-query"],
      fields: defineFields({
        name: text({ label: "Name", defaultValue: "World" }),
        size: select({ label: "Size", options: ["small", "large"], defaultValue: "small" }),
        count: number({ label: "Count", min: 1 }),
        feed: contentConfig({ label: "Feed", schemas: ["ans-feed"] }),
      }),
      render,
    });
    expect(blockManifest(Greeting)).toEqual({
      name: "greeting-probe",
      kind: "feature",
      label: "Greeting probe",
      icon: "hand",
      version: 1,
      hydration: "static",
      static: true,
      contentSources: ["story-feed-query"],
      contentSchemas: ["ans-feed"],
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
          feed: {
            type: "object",
            title: "Feed",
            "x-content-schemas": ["ans-feed"],
            properties: { contentService: { type: "string" }, contentConfigValues: { type: "object" } },
            required: ["contentService"],
          },
        },
      },
    });
  });

  it("gives an island its trigger, and says chains and layouts are never static", () => {
    const island = defineBlock({ name: "island-probe", kind: "feature", label: "x", hydration: "idle", render });
    const chain = defineBlock({ name: "chain-probe", kind: "chain", label: "x", render });
    const layout = defineBlock({ name: "layout-probe", kind: "layout", label: "x", sections: ["a", "b"], render });
    expect(blockManifest(island)).toMatchObject({ hydration: "idle", static: false });
    expect(blockManifest(chain)).toMatchObject({ kind: "chain", hydration: "eager", static: false });
    expect(blockManifest(layout)).toMatchObject({
      kind: "layout",
      hydration: "eager",
      static: false,
      sections: ["a", "b"],
    });
  });
});
