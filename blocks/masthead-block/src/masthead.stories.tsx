import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Masthead } from "./masthead";

const meta = {
  title: "Blocks/Masthead",
  ...blockStoryMeta(Masthead, {
    args: {
      tagLine: "The county's paper since 1871",
      showDate: true,
      promoLinkURL: "/newsletters/",
      promoLinkText: "Get the morning briefing",
    },
  }),
} satisfies Meta<BlockArgs<typeof Masthead>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's primary logo, as no logo is set. */
export const Default: Story = {};

/** Only the logo: no tag line, date or promo. */
export const LogoOnly: Story = { args: { tagLine: "", showDate: false, promoLinkText: "" } };

export const French: Story = {
  args: { tagLine: "Le journal du pays depuis 1871", promoLinkText: "Nos lettres d’information" },
  parameters: { host: { arcSite: "le-quotidien" } },
};

export const RightToLeft: Story = {
  args: { logoURL: "/pf/resources/logo.svg", tagLine: "صحيفة المدينة", promoLinkText: "النشرة البريدية" },
  parameters: { host: { arcSite: "al-yawm" } },
};
