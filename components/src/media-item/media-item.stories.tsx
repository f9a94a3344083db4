import type { Meta, StoryObj } from "@storybook/react-vite";
import { usePhrases } from "@broadsheet/kit";
import { MediaItem, type MediaItemProps } from "./media-item";

// A flat placeholder picture, so the story needs no network.
const PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%237a8a99'/%3E%3C/svg%3E";

const photo = <img src={PHOTO} alt="Voters queue outside the public library" style={{ inlineSize: "100%" }} />;

const meta = {
  title: "Components/MediaItem",
  component: MediaItem,
  args: {
    children: photo,
    title: "Long lines",
    caption: "Voters queued for more than an hour at the library on Tuesday morning.",
    credits: { by: [{ name: "Jane Doe" }], affiliation: [{ name: "Reuters" }] },
  },
} satisfies Meta<typeof MediaItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Vanity credits, when they name anyone, replace the credits the image came with. */
export const VanityCredits: Story = { args: { vanityCredits: { by: [{ name: "Handout" }] } } };

function PhotoCredit(props: MediaItemProps) {
  const phrases = usePhrases();
  return <MediaItem {...props} creditsLabel={phrases.t("global.photo-credit")} />;
}

/** A label before the credit line, from the phrase `global.photo-credit`. */
export const CreditLabel: Story = { render: (args) => <PhotoCredit {...args} /> };

export const TitleHidden: Story = { args: { hideTitle: true } };

export const CreditsHidden: Story = { args: { hideCredits: true } };

/** With every piece hidden or empty there is no caption, only the figure. */
export const NoCaption: Story = { args: { hideTitle: true, hideCaption: true, hideCredits: true } };

export const RightToLeft: Story = {
  args: {
    title: "طوابير طويلة",
    caption: "انتظر الناخبون أكثر من ساعة أمام المكتبة صباح الثلاثاء.",
    credits: { by: [{ name: "جين دو" }], affiliation: [{ name: "رويترز" }] },
  },
  parameters: { host: { arcSite: "al-yawm" } },
};
