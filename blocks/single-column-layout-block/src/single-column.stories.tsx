import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelloWorld } from "@broadsheet/hello-world-block";
import { sectionChildren } from "@broadsheet/local-host";
import { SingleColumn } from "./single-column";

type Sections = Partial<Record<string, string[]>>;

/** The layout's children: one entry per section, holding a Hello World block for each name. */
const sections = (content: Sections): ReactNode[] =>
  sectionChildren(SingleColumn, content, (name) => <HelloWorld key={name} customFields={{ name }} />);

const meta = {
  title: "Blocks/Single Column",
  component: SingleColumn,
  args: { customFields: {} },
  render: (args) => (
    <SingleColumn {...args}>
      {sections({
        navigation: ["Navigation"],
        fullWidth: ["Full width"],
        body: ["Body one", "Body two", "Body three"],
        footer: ["Footer"],
      })}
    </SingleColumn>
  ),
} satisfies Meta<typeof SingleColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Empty sections leave no trace: only the body here. */
export const BodyOnly: Story = {
  render: (args) => <SingleColumn {...args}>{sections({ body: ["Body one", "Body two"] })}</SingleColumn>,
};
