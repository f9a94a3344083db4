import type { Meta, StoryObj } from "@storybook/react-vite";
import { contentApi } from "@broadsheet/content-sources-block";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ExtraLargePromo, LargePromo, MediumPromo, SmallPromo } from "./index";

/** The long read, chosen through the content API source, as an editor would pick it. */
const THE_LONG_READ = {
  contentService: "content-api",
  contentConfigValues: { website_url: "/politics/2026/11/20/the-long-read/" },
};

/** The real content API source: in Storybook and under jest it reads the fake Arc's corpus. */
const CONTENT_API = { "content-api": contentApi };

const meta = {
  title: "Blocks/Promos/Content",
  ...blockStoryMeta(LargePromo, { args: { itemContentConfig: THE_LONG_READ } }),
  parameters: { host: { content: CONTENT_API } },
} satisfies Meta<BlockArgs<typeof LargePromo>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};

/** Viewport percentage 0 hides the media (spec §5). */
export const LargeWithoutMedia: Story = { args: { viewportPercentage: 0 } };

/** The same story through the other three sizes: the same implementation, other defaults. */
export const ExtraLarge: Story = {
  render: (args) => <ExtraLargePromo customFields={{ ...args, imageRatio: "4:3" }} />,
};

export const Medium: Story = {
  render: (args) => <MediumPromo customFields={{ ...args, imageRatio: "16:9" }} />,
};

export const SmallImageLeft: Story = {
  render: (args) => <SmallPromo customFields={{ itemContentConfig: args.itemContentConfig, imagePosition: "left" }} />,
};

/** The subheadline under the headline instead of the description, with an alert badge. */
export const SubheadlineAndBadge: Story = { args: { valueToDisplay: "Subheadline", alertBadge: "Updated" } };

/** In PageBuilder's editor the headline, description, overline and image are editable in place. */
export const InEditor: Story = { parameters: { host: { isAdmin: true, content: CONTENT_API } } };

/** A story the French site publishes too. */
export const French: Story = {
  args: {
    itemContentConfig: {
      contentService: "content-api",
      contentConfigValues: { website_url: "/monde/2026/11/22/ceasefire-holds-in-marovia-as-talks-move-to-geneva/" },
    },
  },
  parameters: { host: { arcSite: "le-quotidien", content: CONTENT_API } },
};

/** A video story, chosen through the content API source. */
const TELESCOPE_VIDEO = {
  contentService: "content-api",
  contentConfigValues: { website_url: "/science/2026/11/18/timelapse-the-telescope-on-lantern-hill/" },
};

/** Inline video: the story's video plays in place of the image (press play; the player loads then). */
export const InlineVideo: Story = { args: { itemContentConfig: TELESCOPE_VIDEO, displayStyle: "inlineVideo" } };

/** Feature video: the headline, then the video across the promo, then the rest; with playthrough and autoplay
 * (muted, in view; never with reduced motion). */
export const FeatureVideo: Story = {
  args: { itemContentConfig: TELESCOPE_VIDEO, displayStyle: "featureVideo", autoplay: true, playthrough: true },
};

/** A story whose lead art is a video, played in a medium promo. */
export const LeadVideoInMedium: Story = {
  render: (args) => (
    <MediumPromo
      customFields={{
        ...args,
        itemContentConfig: {
          contentService: "content-api",
          contentConfigValues: {
            website_url: "/sport/football/2026/11/23/mariners-clinch-title-with-win-over-harriers/",
          },
        },
        displayStyle: "inlineVideo",
      }}
    />
  ),
};
