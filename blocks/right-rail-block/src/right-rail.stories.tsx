import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelloWorld } from "@broadsheet/hello-world-block";
import { sectionChildren } from "@broadsheet/local-host";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { RightRail } from "./right-rail";

type Sections = Partial<Record<string, string[]>>;

/** The layout's children: one entry per section, holding a Hello World block for each name. */
const sections = (content: Sections): ReactNode[] =>
  sectionChildren(RightRail, content, (name) => <HelloWorld key={name} customFields={{ name }} />);

const FULL: Sections = {
  navigation: ["Navigation"],
  fullwidth1: ["Full width one"],
  main: ["Main one", "Main two", "Main three"],
  rightrail: ["Rail one", "Rail two"],
  fullwidth2: ["Full width two"],
  footer: ["Footer"],
};

const meta = {
  title: "Blocks/Right Rail",
  ...blockStoryMeta(RightRail, { children: () => sections(FULL) }),
} satisfies Meta<BlockArgs<typeof RightRail>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section filled: the rail sits beside the main column from 48rem up, below it on small screens. */
export const Default: Story = {};

/** With nothing in the rail there is no aside, and the main column takes the whole width. */
export const WithoutRail: Story = {
  render: blockStoryRender(RightRail, () => sections({ ...FULL, rightrail: [] })),
};

/** Empty sections leave no trace: only the main column here. */
export const MainOnly: Story = {
  render: blockStoryRender(RightRail, () => sections({ main: FULL.main })),
};

/** On a right-to-left site the rail is on the left. */
export const RightToLeft: Story = {
  render: blockStoryRender(RightRail, () =>
    sections({
      navigation: ["التنقل"],
      fullwidth1: ["العرض الكامل ١"],
      main: ["رئيسي ١", "رئيسي ٢", "رئيسي ٣"],
      rightrail: ["الشريط ١", "الشريط ٢"],
      fullwidth2: ["العرض الكامل ٢"],
      footer: ["التذييل"],
    }),
  ),
  parameters: { host: { arcSite: "al-yawm" } },
};
