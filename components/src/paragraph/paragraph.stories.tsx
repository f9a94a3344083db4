import type { Meta, StoryObj } from "@storybook/react-vite";
import { Paragraph } from "./index";

const TEXT =
  "Council members voted late on Tuesday to approve the new bridge, ending a decade of debate over the river " +
  "crossing. Construction is due to begin next spring, and the city expects the first traffic in three years. " +
  "Opponents said they would challenge the decision in court, arguing that the environmental review was rushed.";

const meta = {
  title: "Components/Paragraph",
  component: Paragraph,
  args: { children: TEXT },
} satisfies Meta<typeof Paragraph>;

export default meta;
type Story = StoryObj<typeof meta>;

/** truncationLines 0: the whole text. */
export const Default: Story = {};

export const TruncatedToTwoLines: Story = { args: { truncationLines: 2 } };

export const TruncatedToOneLine: Story = { args: { truncationLines: 1 } };

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  args: {
    truncationLines: 2,
    children:
      "صوّت أعضاء المجلس في وقت متأخر من يوم الثلاثاء على الموافقة على الجسر الجديد، منهين عقدًا من الجدل حول " +
      "معبر النهر. ومن المقرر أن يبدأ البناء في الربيع المقبل.",
  },
};
