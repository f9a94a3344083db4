import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Ads } from "./ads";

/**
 * In Storybook the slots are filled by the preview's house stand-in (served at /pf/resources/ads/), so each
 * story shows a house creative at one of the slot's sizes for the window's width; resize the window across
 * 992 or 768 px and the slot asks again with that breakpoint's sizes.
 */
const meta = {
  title: "Blocks/Ads",
  ...blockStoryMeta(Ads),
  args: { adType: "300x250" },
} satisfies Meta<BlockArgs<typeof Ads>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cube: Story = {};

export const LeaderboardMedium: Story = { args: { adType: "728x90|320x50" } };

export const LeaderboardLarge: Story = { args: { adType: "970x250|970x90|728x90|320x50" } };

/** 300×600 or 300×250 from 768 px; its room is the taller of the two. */
export const FlexCube: Story = { args: { adType: "300x250|300x600" } };

/** Hidden below 768 px, where the rail is gone. */
export const RightRailCube: Story = { args: { adType: "300x250|300x600_rightrail" } };

/** Out of page: no room and no label. */
export const OutOfPage: Story = { args: { adType: "1x1" } };

export const WithoutLabel: Story = { args: { displayAdLabel: false } };

/** In the editor: the ad's name, slot and sizes, and no ad request. */
export const InTheEditor: Story = {
  args: { adType: "970x250|970x90|728x90|320x50" },
  parameters: { host: { isAdmin: true } },
};

export const French: Story = { parameters: { host: { arcSite: "le-quotidien" } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
