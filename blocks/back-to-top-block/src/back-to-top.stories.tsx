import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { BackToTop } from "./back-to-top";

const PARAGRAPHS = [
  "Election clerks spent two years rebuilding a system most voters never see.",
  "The machines were older than some of the poll workers who set them up each November.",
  "Every fix had to be tested, certified and explained before the next election.",
];

/** A page long enough to scroll, with the main landmark the control takes readers back to. */
const onALongPage: Decorator = (Story) => (
  <>
    <main id="main">
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} style={{ marginBlockEnd: "40vh" }}>
          {PARAGRAPHS[index % PARAGRAPHS.length]}
        </p>
      ))}
    </main>
    <Story />
  </>
);

const meta = {
  title: "Blocks/Back to Top",
  ...blockStoryMeta(BackToTop),
  decorators: [onALongPage],
} satisfies Meta<BlockArgs<typeof BackToTop>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Scroll down more than a screen and the control appears in the inline-end corner; Tab to it (after the
 * story's text) and it shows at once. It takes you back up and puts focus on the main landmark.
 */
export const Default: Story = {};

/** The editor's own words instead of the phrase. */
export const OwnText: Story = { args: { label: "Top of the page" } };

export const French: Story = { parameters: { host: { arcSite: "le-quotidien" } } };

/** On a right-to-left site the control sits in the bottom-left corner, the inline end. */
export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
