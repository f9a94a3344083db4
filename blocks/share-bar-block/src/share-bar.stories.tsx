import type { Meta, StoryObj } from "@storybook/react-vite";
import { corpus, theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ShareBar } from "./share-bar";

const meta = {
  title: "Blocks/Share Bar",
  ...blockStoryMeta(ShareBar),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof ShareBar>>;

export default meta;

/** A story Le Quotidien publishes. */
const frenchStory = corpus.content.find((item) => item.canonical_website === "le-quotidien");
type Story = StoryObj<typeof meta>;

/** Every network on: each link opens its share page in a popup (658 × 354, or 830 × 460 for LinkedIn and email). */
export const Default: Story = {};

/** Only the networks the editor left on. */
export const SomeNetworks: Story = { args: { facebook: false, pinterest: false } };

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", globalContent: frenchStory } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
