import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SimpleList } from "./simple-list";
import { LIST_ARGS, LIST_SOURCES, listStories } from "./test-stories";

const meta = {
  title: "Blocks/Lists/Simple List",
  ...blockStoryMeta(SimpleList, { args: LIST_ARGS }),
  parameters: { host: { content: LIST_SOURCES } },
} satisfies Meta<BlockArgs<typeof SimpleList>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = listStories.Default;
export const WithoutImages: Story = listStories.WithoutImages;
export const French: Story = listStories.French;
export const NotChosenInEditor: Story = listStories.NotChosenInEditor;

/** Headline hidden: each image links to its story, named by the headline. */
export const ImagesOnly: Story = { args: { showHeadline: false } };
