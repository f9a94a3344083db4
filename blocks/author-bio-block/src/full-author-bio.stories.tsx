import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { FullAuthorBio } from "./full-author-bio";
import { authorFromCorpus } from "./test-bio-fixtures";

const meta = {
  title: "Blocks/Full Author Bio",
  ...blockStoryMeta(FullAuthorBio),
  // The author page's global content: what author-api answers.
  parameters: { host: { globalContent: { authors: [authorFromCorpus("jane-okafor")] } } },
} satisfies Meta<BlockArgs<typeof FullAuthorBio>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Socials given as full URLs, an email address and a handle. */
export const SamWhitlock: Story = {
  parameters: { host: { globalContent: { authors: [authorFromCorpus("sam-whitlock")] } } },
};

export const French: Story = {
  parameters: { host: { arcSite: "le-quotidien", globalContent: { authors: [authorFromCorpus("jane-okafor")] } } },
};
