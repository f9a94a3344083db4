import type { Meta, StoryObj } from "@storybook/react-vite";
import { fixturePhoto, signedAsASource } from "../../../.storybook/story-content";
import { Image } from "./image";
import type { AnsImage } from "../utils/ans-image";

/** A picture drawn inline: a plain address, which no resizer handles. */
function picture(label: string, width = 1200, height = 800, hue = 205): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="hsl(${hue} 45% 32%)"/>
<circle cx="${width * 0.72}" cy="${height * 0.32}" r="${Math.min(width, height) * 0.14}" fill="hsl(45 90% 70%)"/>
<path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.58} ${width * 0.55} ${height * 0.74} T ${width} ${height * 0.68} V ${height} H 0 Z" fill="hsl(${hue} 40% 18%)"/>
<text x="50%" y="52%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 10)}" fill="white">${label}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An Arc-hosted image as ANS has it, signed: the fake's resizer draws it at each size asked for. */
const ANS_IMAGE: AnsImage = { ...fixturePhoto("water"), alt_text: "Fishing boats leave the harbour at dawn" };

const meta = {
  title: "Components/Image",
  component: Image,
  args: { alt: "Fishing boats leave the harbour at dawn", src: picture("3:2"), width: 600, aspectRatio: "3:2" },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain address, shown as it is, with width and height set so its box is kept while it loads. */
export const Default: Story = {};

/** Every ratio editors can pick; the missing side follows from the width. */
export const AspectRatios: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-start" }}>
      {(["16:9", "3:2", "4:3", "1:1", "9:16"] as const).map((ratio, index) => (
        <Image
          key={ratio}
          alt={`A ${ratio} picture`}
          src={picture(ratio, 1200, 1200, 180 + index * 30)}
          width={200}
          aspectRatio={ratio}
        />
      ))}
    </div>
  ),
};

/** An ANS image through the resizer, with srcset and sizes (the article widths): the markup shows each size. */
export const ResponsiveFromAns: Story = {
  args: {
    src: undefined,
    ansImage: ANS_IMAGE,
    width: 800,
    aspectRatio: "16:9",
    responsiveImages: [274, 400, 768, 1024, 1440],
    sizes: [
      { mediaCondition: "(min-width: 48rem)", sourceSizeValue: "800px" },
      { sourceSizeValue: "100vw", isDefault: true },
    ],
  },
};

/** The editor's focal point goes to the resizer as `focal=x,y`. */
export const FocalPoint: Story = {
  args: {
    src: undefined,
    ansImage: { ...ANS_IMAGE, focal_point: { x: 2900, y: 900 } },
    width: 400,
    aspectRatio: "1:1",
  },
};

/** Without a focal point, the resizer may choose the crop (`smart=true`). */
export const SmartCrop: Story = {
  args: { src: undefined, ansImage: ANS_IMAGE, resizedOptions: { smart: true }, width: 400, aspectRatio: "4:3" },
};

/** An image hosted elsewhere is addressed by its encoded URL. */
export const ExternalAnsImage: Story = {
  args: {
    src: undefined,
    ansImage: signedAsASource({ type: "image", url: "https://photos.example.org/wire/harbour.jpg" }),
    width: 600,
  },
};

/** Lead art: eager, with high fetch priority, as the page's largest image. */
export const LeadArt: Story = {
  args: {
    src: picture("Lead art", 1600, 900),
    width: 800,
    aspectRatio: "16:9",
    loading: "eager",
    fetchPriority: "high",
  },
};

/** An empty alt marks a decorative image, which assistive technology skips. */
export const Decorative: Story = {
  args: { alt: "", src: picture("Decorative", 1200, 300, 30), width: 600, aspectRatio: 4 },
};

/** With no image, the fallback image takes its place (the site's `fallbackImage` unless one is given). */
export const Fallback: Story = {
  args: { src: undefined, ansImage: null, fallbackImage: picture("No image", 1200, 800, 0), width: 377 },
};

/**
 * An ANS image with no token for the current token version: the reader sees the original, unresized,
 * and the console shows "No auth token provided for resizer". Left out of the story tests, which
 * fail on any console error; the unit tests cover it.
 */
export const WithoutAuthToken: Story = {
  parameters: { expectedConsoleErrors: ["No auth token provided for resizer"] },
  args: { src: undefined, ansImage: { ...ANS_IMAGE, url: picture("Original", 1200, 800, 120), auth: {} }, width: 600 },
};

/** On a right-to-left site; an image has no direction, but sits at the inline start. */
export const RightToLeft: Story = {
  args: { alt: "قوارب الصيد تغادر الميناء عند الفجر", src: picture("٣:٢"), width: 600, aspectRatio: "3:2" },
  parameters: { host: { arcSite: "al-yawm" } },
};
