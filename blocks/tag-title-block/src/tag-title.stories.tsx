import type { Meta, StoryObj } from "@storybook/react-vite";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { TagTitle } from "./tag-title";

// What tags-api answers for a tag page.
const payloadOf = (slug: string) => ({ Payload: corpus.tags.filter((tag) => tag.slug === slug) });

const meta = {
  title: "Blocks/Tag Title",
  ...blockStoryMeta(TagTitle),
  parameters: { host: { globalContent: payloadOf("elections") } },
} satisfies Meta<BlockArgs<typeof TagTitle>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const French: Story = {
  parameters: { host: { arcSite: "le-quotidien", globalContent: payloadOf("municipales") } },
};
