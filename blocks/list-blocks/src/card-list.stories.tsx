import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { CardList } from "./card-list";
import { LIST_ARGS, LIST_SOURCES, listStories } from "./test-stories";

const meta = {
  title: "Blocks/Lists/Card List",
  ...blockStoryMeta(CardList, { args: LIST_ARGS }),
  parameters: { host: { content: LIST_SOURCES } },
} satisfies Meta<BlockArgs<typeof CardList>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = listStories.Default;
export const WithoutImages: Story = listStories.WithoutImages;
export const French: Story = listStories.French;
export const NotChosenInEditor: Story = listStories.NotChosenInEditor;

/** Three stories, starting with the feed's third. */
export const OffsetAndAmount: Story = { args: { offsetOverride: 2, displayAmount: 3 } };
