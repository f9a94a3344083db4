import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AccountNav } from "./account-nav";

const meta = {
  title: "Blocks/Account Navigation",
  ...blockStoryMeta(AccountNav),
  parameters: { host: { requestUri: "/account/" } },
} satisfies Meta<BlockArgs<typeof AccountNav>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the profile page, which the nav marks as the current one. */
export const Default: Story = {};

/** A site with an orders page of its own. */
export const WithOrders: Story = {
  args: { ordersURL: "/account/orders/" },
  parameters: { host: { requestUri: "/account/subscriptions/" } },
};

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", requestUri: "/account/" } } };
