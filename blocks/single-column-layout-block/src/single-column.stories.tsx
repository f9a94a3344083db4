import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelloWorld } from "@broadsheet/hello-world-block";
import { sectionChildren } from "@broadsheet/local-host";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { SingleColumn } from "./single-column";

type Sections = Partial<Record<string, string[]>>;

/** The layout's children: one entry per section, holding a Hello World block for each name. */
const sections = (content: Sections): ReactNode[] =>
  sectionChildren(SingleColumn, content, (name) => <HelloWorld key={name} customFields={{ name }} />);

const meta = {
  title: "Blocks/Single Column",
  ...blockStoryMeta(SingleColumn, {
    children: () =>
      sections({
        navigation: ["Navigation"],
        fullWidth: ["Full width"],
        body: ["Body one", "Body two", "Body three"],
        footer: ["Footer"],
      }),
  }),
} satisfies Meta<BlockArgs<typeof SingleColumn>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Empty sections leave no trace: only the body here. */
export const BodyOnly: Story = {
  render: blockStoryRender(SingleColumn, () => sections({ body: ["Body one", "Body two"] })),
};
