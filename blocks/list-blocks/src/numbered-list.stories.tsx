import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { NumberedList } from "./numbered-list";
import { LIST_ARGS, LIST_SOURCES, listStories } from "./test-stories";

const meta = {
  title: "Blocks/Lists/Numbered List",
  ...blockStoryMeta(NumberedList, { args: LIST_ARGS }),
  parameters: { host: { content: LIST_SOURCES } },
} satisfies Meta<BlockArgs<typeof NumberedList>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = listStories.Default;
export const WithoutImages: Story = listStories.WithoutImages;
export const French: Story = listStories.French;
export const NotChosenInEditor: Story = listStories.NotChosenInEditor;
