import PropTypes from "@arc-fusion/prop-types";
import {
  boolean,
  contentConfig,
  defineBlock,
  defineFields,
  image,
  kvp,
  number,
  renameField,
  select,
  text,
  url,
} from "../index";
import { toFusionBlock } from "./index";
import { fieldsToPropTypes } from "./prop-types";

describe("Fusion propTypes", () => {
  it("stringifies to exactly what the same hand-written @arc-fusion/prop-types give", () => {
    const schema = defineFields({
      heading: text({ label: "Heading", group: "Display" }),
      columnOne: number({ label: "Column one", min: 0, required: true }),
      lazyLoad: boolean({ label: "Lazy load", defaultValue: false }),
      ratio: select({ label: "Ratio", options: ["16:9", "4:3"], labels: { "16:9": "Wide" }, defaultValue: "4:3" }),
      link: url({ label: "Link", hidden: true }),
      picture: image({ label: "Image", description: "Shown above the headline" }),
      feed: contentConfig({ label: "Feed", schemas: ["ans-feed", "ans-item"] }),
      placement: kvp({ label: "Placement" }),
    });

    const expected = {
      customFields: PropTypes.shape({
        heading: PropTypes.string.tag({ label: "Heading", group: "Display" }),
        columnOne: PropTypes.number.tag({ label: "Column one", min: 0 }).isRequired,
        lazyLoad: PropTypes.bool.tag({ label: "Lazy load", defaultValue: false }),
        ratio: PropTypes.oneOf(["16:9", "4:3"]).tag({
          label: "Ratio",
          defaultValue: "4:3",
          labels: { "16:9": "Wide" },
        }),
        link: PropTypes.url.tag({ label: "Link", hidden: true }),
        picture: PropTypes.string.tag({ label: "Image", description: "Shown above the headline", searchable: "image" }),
        feed: PropTypes.contentConfig("ans-feed", "ans-item").tag({ label: "Feed" }),
        placement: PropTypes.kvp.tag({ label: "Placement" }),
      }),
    };

    const ours = JSON.parse(PropTypes.stringify(fieldsToPropTypes(schema)));
    expect(ours).toEqual(JSON.parse(PropTypes.stringify(expected)));
    expect(ours.customFields.args.columnOne.type).toBe("number.isRequired");
    expect(ours.customFields.args.feed.args).toEqual({ schemas: ["ans-feed", "ans-item"] });
  });

  it("adds a hidden schema version field once a schema has migrations", () => {
    const schema = defineFields(
      { name: text({ label: "Name" }) },
      { version: 2, migrations: { 2: renameField("a", "name") } },
    );
    const out = JSON.parse(PropTypes.stringify(fieldsToPropTypes(schema)));
    expect(out.customFields.args.schemaVersion).toEqual({
      type: "number",
      tags: { label: "Field schema version", hidden: true, defaultValue: 2 },
    });
  });

  it("puts the propTypes on the block component for PageBuilder", () => {
    const Block = defineBlock({
      name: "prop-types-probe",
      kind: "feature",
      label: "Probe",
      fields: defineFields({ name: text({ label: "Name", defaultValue: "World" }) }),
      render: () => null,
    });
    const fusionBlock = toFusionBlock(Block) as typeof Block & { propTypes: unknown };
    expect(JSON.parse(PropTypes.stringify(fusionBlock.propTypes))).toEqual({
      customFields: {
        type: "shape",
        args: { name: { type: "string", tags: { label: "Name", defaultValue: "World" } } },
      },
    });
  });
});

describe("toFusionBlock", () => {
  const render = () => null;

  it("marks a static feature static and leaves it as it is", () => {
    const Static = defineBlock({ name: "static-probe", kind: "feature", label: "Static", render });
    const entry = toFusionBlock(Static);
    expect(entry).toBe(Static);
    expect(entry.static).toBe(true);
  });

  it("wraps an island feature so that it carries its trigger, and says it is not static", () => {
    const Island = defineBlock({
      name: "island-probe",
      kind: "feature",
      label: "Island",
      hydration: "visible",
      render,
    });
    const entry = toFusionBlock(Island);
    expect(entry).not.toBe(Island);
    expect(entry.static).toBe(false);
    expect(entry.label).toBe("Island");
    expect(entry.definition).toBe(Island.definition);
    expect(entry.definition.hydration).toBe("visible");
  });

  it("refuses hydrationFor on a feature whose hydration is static: hosts that ignore it would ship nothing", () => {
    expect(() =>
      defineBlock({ name: "static-probe", kind: "feature", label: "x", hydrationFor: () => "static", render }),
    ).toThrow("needs an island trigger");
  });

  it("never sets static on chains and layouts, which Fusion always rehydrates", () => {
    const Chain = defineBlock({ name: "chain-probe", kind: "chain", label: "Chain", render });
    const Layout = defineBlock({ name: "layout-probe", kind: "layout", label: "Layout", sections: ["main"], render });
    for (const entry of [toFusionBlock(Chain), toFusionBlock(Layout)]) {
      expect("static" in entry).toBe(false);
      expect(entry.definition.static).toBe(false);
    }
    expect(toFusionBlock(Layout).sections).toEqual(["main"]);
  });
});
