import { composeStories, composeStory, setProjectAnnotations } from "@storybook/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, number, select, text } from "@broadsheet/kit";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "./block-story";
import preview from "./preview";
import { checkStory } from "./story-check";
import * as helloWorldStories from "../blocks/hello-world-block/src/hello-world.stories";

/** A block story's args are the block's saved custom fields, read as PageBuilder's are. */

setProjectAnnotations([preview]);

const Probe = defineBlock({
  name: "probe",
  kind: "chain",
  label: "Probe",
  fields: defineFields({
    title: text({ label: "Title", defaultValue: "Untitled" }),
    count: number({ label: "Count", min: 1, max: 3, integer: true, defaultValue: 2, group: "Layout" }),
    tone: select({ label: "Tone", options: ["calm", "loud"], labels: { calm: "Calm" } }),
  }),
  render: function ProbeView({ customFields, children }) {
    const context = useFusionContext();
    return (
      <section aria-label="Probe">
        <p data-testid="values">{JSON.stringify(customFields)}</p>
        <p data-testid="context">{JSON.stringify(context.customFields)}</p>
        {children}
      </section>
    );
  },
});

const meta = {
  title: "Harness/Block Probe",
  ...blockStoryMeta(Probe, { args: { tone: "calm" }, children: (args) => <p>children of {args.title}</p> }),
} satisfies Meta<BlockArgs<typeof Probe>>;

type Story = StoryObj<typeof meta>;

async function render(story: Story) {
  const canvas = await checkStory(composeStory(story, meta, undefined, "Probe"));
  const read = (id: string): unknown => JSON.parse(canvas.querySelector(`[data-testid="${id}"]`)?.textContent ?? "");
  return { canvas, values: read("values"), context: read("context") };
}

describe("blockStoryMeta", () => {
  it("gives the story one control per field, from the field schema", () => {
    const Story = composeStory({}, meta, undefined, "Probe");
    expect(Story.argTypes.count).toMatchObject({
      name: "Count",
      control: { type: "number", min: 1, max: 3, step: 1 },
      table: { category: "Layout" },
    });
    expect(Story.argTypes.tone).toMatchObject({ control: { type: "select", labels: { calm: "Calm", loud: "loud" } } });
  });

  it("starts from the fields' defaults and the meta's args", () => {
    expect(composeStory({}, meta, undefined, "Probe").args).toEqual({ title: "Untitled", count: 2, tone: "calm" });
  });

  it("renders the block with the args as its custom fields, in its props and in the host's context", async () => {
    const { values, context, canvas } = await render({ args: { title: "Ada", count: 3 } });
    expect(values).toEqual({ title: "Ada", count: 3, tone: "calm" });
    expect(context).toEqual({ title: "Ada", count: 3, tone: "calm" });
    expect(canvas).toHaveTextContent("children of Ada");
  });

  it("lets a story empty a field the meta set", async () => {
    const { values, context } = await render({ args: { tone: undefined, title: "" } });
    expect(values).toEqual({ title: "Untitled", count: 2 });
    expect(context).toEqual({ title: "", count: 2 });
  });

  it("reads a bad value as a page's: the default, and the editor's note in admin mode", async () => {
    const reader = await render({ args: { count: 9 } });
    expect(reader.values).toMatchObject({ count: 2 });
    expect(reader.canvas.querySelector('[role="note"]')).toBeNull();

    const editor = await render({ args: { count: 9 }, globals: { admin: "on" } });
    expect(editor.values).toMatchObject({ count: 2 });
    expect(editor.canvas.querySelector('[role="note"]')).toHaveTextContent(/Count.*9 must be at most 3; using 2/);
  });

  it("renders a story's own children", async () => {
    const { canvas } = await render({ render: blockStoryRender(Probe, () => <p>other children</p>) });
    expect(canvas).toHaveTextContent("other children");
    expect(canvas).not.toHaveTextContent("children of");
  });
});

describe("a block's stories", () => {
  it("reach the block with their args (Hello World)", async () => {
    const { Default, Named } = composeStories(helloWorldStories);
    expect(Default.args).toEqual({ name: "World" });
    expect(await checkStory(Default)).toHaveTextContent("Hello, World");
    expect(await checkStory(Named)).toHaveTextContent("Hello, Ada Lovelace");
  });
});
