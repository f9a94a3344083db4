import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Headline } from "./headline";

const meta = {
  title: "Blocks/Headline",
  ...blockStoryMeta(Headline),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof Headline>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In PageBuilder's editor the headline can be edited in place. */
export const InEditor: Story = { parameters: { host: { globalContent: theLongRead, isAdmin: true } } };

export const RightToLeft: Story = {
  parameters: {
    host: {
      arcSite: "al-yawm",
      globalContent: { ...theLongRead, headlines: { basic: "داخل المعركة الهادئة لإصلاح آلات الاقتراع في المقاطعة" } },
    },
  },
};

/** Inline markup in the headline (a film's title in italics) shows as it does in the article body. */
export const WithInlineMarkup: Story = {
  parameters: {
    host: {
      globalContent: { ...theLongRead, headlines: { basic: "Riders return to <i>transit</i> after the strike" } },
    },
  },
};

/** A story with no headline renders nothing at all. */
export const WithoutHeadline: Story = { parameters: { host: { globalContent: { ...theLongRead, headlines: {} } } } };
