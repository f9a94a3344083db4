import type { Meta, StoryObj } from "@storybook/react-vite";
import { VideoEmbed } from "./video-embed";

/** oEmbed markup as the providers answer it; the story shows the poster and never reaches them (until played). */
const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/Wx7bQp2LmRc" ' +
  'title="How a ballot scanner is inspected" frameborder="0" allowfullscreen></iframe>';
const VIMEO = '<iframe src="https://player.vimeo.com/video/914302276" width="640" height="360"></iframe>';

const meta = {
  title: "Components/VideoEmbed",
  component: VideoEmbed,
  args: {
    provider: "youtube",
    html: YOUTUBE,
    title: "Wexmoor County clerk's office: how a ballot scanner is inspected",
  },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A poster of its own (title, play button, who plays it): no request to YouTube until the reader presses play. */
export const YouTube: Story = {};

export const Vimeo: Story = {
  args: { provider: "vimeo", html: VIMEO, title: "Margot Hale on what a clerk's office is for" },
};

export const French: Story = {
  args: { title: "Le Dernier Quai : bande-annonce" },
  parameters: { host: { arcSite: "le-quotidien" } },
};
