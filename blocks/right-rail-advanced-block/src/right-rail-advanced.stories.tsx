import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelloWorld } from "@broadsheet/hello-world-block";
import { sectionChildren } from "@broadsheet/local-host";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { RightRailAdvanced } from "./right-rail-advanced";

type Sections = Partial<Record<string, string[]>>;

/** The layout's children: one entry per section, holding a Hello World block for each name. */
const sections = (content: Sections): ReactNode[] =>
  sectionChildren(RightRailAdvanced, content, (name) => <HelloWorld key={name} customFields={{ name }} />);

const FULL: Sections = {
  navigation: ["Navigation"],
  fullwidth1: ["Full width one"],
  "main-1": ["Main one A", "Main one B"],
  "main-2": ["Main two"],
  "rightrail-top": ["Rail top"],
  "rightrail-middle": ["Rail middle"],
  "rightrail-bottom": ["Rail bottom"],
  fullwidth2: ["Full width two"],
  footer: ["Footer"],
};

const meta = {
  title: "Blocks/Right Rail Advanced",
  ...blockStoryMeta(RightRailAdvanced, { children: () => sections(FULL) }),
} satisfies Meta<BlockArgs<typeof RightRailAdvanced>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section filled: two main sections beside a rail in three parts. */
export const Default: Story = {};

/** One block in the interior and one in the rail: both areas take the empty style (no gap, no padding). */
export const SparseAreas: Story = {
  render: blockStoryRender(RightRailAdvanced, () =>
    sections({
      ...FULL,
      "main-1": [],
      "main-2": ["Main two"],
      "rightrail-top": [],
      "rightrail-middle": ["Rail"],
      "rightrail-bottom": [],
    }),
  ),
};

/** With nothing in the rail there is no aside, and the interior takes the whole width. */
export const WithoutRail: Story = {
  render: blockStoryRender(RightRailAdvanced, () =>
    sections({ ...FULL, "rightrail-top": [], "rightrail-middle": [], "rightrail-bottom": [] }),
  ),
};

/** On a right-to-left site the rail is on the left. */
export const RightToLeft: Story = {
  render: blockStoryRender(RightRailAdvanced, () =>
    sections({
      navigation: ["التنقل"],
      fullwidth1: ["العرض الكامل ١"],
      "main-1": ["رئيسي ١ أ", "رئيسي ١ ب"],
      "main-2": ["رئيسي ٢"],
      "rightrail-top": ["أعلى الشريط"],
      "rightrail-middle": ["وسط الشريط"],
      "rightrail-bottom": ["أسفل الشريط"],
      fullwidth2: ["العرض الكامل ٢"],
      footer: ["التذييل"],
    }),
  ),
  parameters: { host: { arcSite: "al-yawm" } },
};
