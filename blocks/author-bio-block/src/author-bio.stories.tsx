import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AuthorBio } from "./author-bio";
import { signedLongRead } from "./test-bio-fixtures";

const meta = {
  title: "Blocks/Author Bio",
  ...blockStoryMeta(AuthorBio),
  parameters: { host: { globalContent: signedLongRead } },
} satisfies Meta<BlockArgs<typeof AuthorBio>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long read's credited authors who have a bio. */
export const Default: Story = {};

/** A story whose only credit is a wire service: nothing is shown. */
export const WithoutBio: Story = {
  parameters: {
    host: { globalContent: { ...signedLongRead, credits: { by: [{ type: "reference", name: "Wire" }] } } },
  },
};
