import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ExtraLargeManualPromo, SmallManualPromo } from "./index";

const WRITTEN = {
  headline: "Ferry timetable changes from Monday",
  description: "Earlier sailings on weekdays, fewer at weekends.",
  overline: "Transport",
  overlineURL: "/transport/",
  linkURL: "/politics/2026/11/20/the-long-read/",
  // On the content services' own host, which the signing service signs for every site (and the resizer draws).
  imageOverrideURL: "https://fake-arc.test/photos/ferry-timetable.jpg",
};

const meta = {
  title: "Blocks/Promos/Manual",
  // The override image is signed through the signing service, which every story has (the fake's).
  ...blockStoryMeta(ExtraLargeManualPromo, { args: WRITTEN }),
} satisfies Meta<BlockArgs<typeof ExtraLargeManualPromo>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExtraLarge: Story = {};

/** An address on another site opens in a new tab when the editor asks. */
export const NewTab: Story = { args: { linkURL: "https://ferries.example/timetable", newTab: true } };

export const SmallImageBelow: Story = {
  render: (args) => <SmallManualPromo customFields={{ ...args, imagePosition: "below", imageRatio: "3:2" }} />,
};

export const RightToLeft: Story = {
  args: { headline: "جدول العبّارات الجديد", description: "رحلات أبكر في أيام الأسبوع.", overline: "نقل" },
  parameters: { host: { arcSite: "al-yawm" } },
};
