import type { Meta, StoryObj } from "@storybook/react-vite";
import { Video } from "./video";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/**
 * Embed HTML shaped like a provider's (an iframe player), drawn inline so stories work offline; a
 * real `embed_html` from ANS goes in the same way.
 */
function embed(label: string): string {
  const page = `<body style="margin:0;display:grid;place-items:center;height:100vh;background:#14202e;color:#fff;font:600 1.25rem sans-serif">&#9654;&#xFE0E; ${label}</body>`;
  return `<iframe title="${escapeAttribute(label)}" srcdoc="${escapeAttribute(page)}" allowfullscreen></iframe>`;
}

const meta = {
  title: "Components/Video",
  component: Video,
  args: { embedMarkup: embed("Harbour tour, 16:9") },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 16:9, no taller than 65% of the viewport; the region is named "Video player". */
export const Default: Story = {};

export const Square: Story = {
  args: { aspectRatio: "1:1", embedMarkup: embed("Harbour tour, 1:1") },
};

export const FourByThree: Story = {
  args: { aspectRatio: "4:3", embedMarkup: embed("Harbour tour, 4:3") },
};

/** A vertical video narrows so its height stays within 65% of the viewport. */
export const Vertical: Story = {
  args: { aspectRatio: "9:16", embedMarkup: embed("Harbour tour, 9:16") },
};

/** A smaller share of the viewport (40%) for a video beside other content. */
export const ViewportPercentage: Story = {
  args: { aspectRatio: "9:16", viewportPercentage: 40, embedMarkup: embed("Harbour tour, 9:16 at 40%") },
};

/** The video's headline names the region, which tells apart several videos on one page. */
export const WithHeadline: Story = {
  args: { title: "Harbour tour: a morning with the fishing fleet" },
};

/** No embed HTML: nothing renders. */
export const WithoutEmbed: Story = {
  args: { embedMarkup: "" },
};

/** On a right-to-left site the frame stays centred. */
export const RightToLeft: Story = {
  args: { title: "جولة في الميناء", embedMarkup: embed("جولة في الميناء") },
  parameters: { host: { arcSite: "al-yawm" } },
};
