import type { Meta, StoryObj } from "@storybook/react-vite";
import { SocialLinks } from "./index";

const meta = {
  title: "Components/SocialLinks",
  component: SocialLinks,
  args: {
    name: "The Daily Broadsheet",
    links: [
      { site: "twitter", url: "https://twitter.com/thedaily" },
      { site: "facebook", url: "https://www.facebook.com/thedaily" },
      { site: "instagram", url: "https://www.instagram.com/thedaily/" },
      { site: "rss", url: "/arc/outboundfeeds/rss/" },
    ],
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const French: Story = { args: { name: "Le Quotidien" }, parameters: { host: { arcSite: "le-quotidien" } } };

export const RightToLeft: Story = { args: { name: "اليوم" }, parameters: { host: { arcSite: "al-yawm" } } };
