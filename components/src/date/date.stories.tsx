import type { Meta, StoryObj } from "@storybook/react-vite";
import { DateTime } from "./date";
import { ALERT_BAR_DATE_PATTERN, localizeDatePattern } from "./date-pattern";

const PUBLISHED = "2026-11-20T14:30:00Z";

const meta = {
  title: "Components/Date",
  component: DateTime,
  args: { date: PUBLISHED },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's date format, language and zone (The Daily: English, New York). */
export const Default: Story = {};

/** The site's date-and-time format. */
export const WithTime: Story = { args: { withTime: true } };

/** Props override the site's settings. */
export const CustomFormat: Story = {
  args: { format: "%A, %-d %B %Y · %H:%M %Z", language: "en", timeZone: "Europe/London" },
};

/** Le Quotidien's settings: French, Paris, "%d %B %Y". */
export const FrenchSite: Story = { parameters: { host: { arcSite: "le-quotidien" } } };

/** Every language a site can be set to, from its code. */
export const Languages: Story = {
  render: (args) => (
    <ul>
      {["en", "sv", "fr", "nb", "de", "es", "ja", "ko", "pt"].map((language) => (
        <li key={language} lang={language}>
          <DateTime {...args} language={language} format="%A %-d %B %Y, %H:%M %Z" />
        </li>
      ))}
    </ul>
  ),
};

/** Al Yawm is right to left and sets no date localisation, so blocks fall back to English in GMT. */
export const RightToLeft: Story = {
  args: { withTime: true },
  parameters: { host: { arcSite: "al-yawm" } },
};

/** The alert bar's date-fns pattern, written by localizeDatePattern (shown as text: it is a function). */
export const AlertBarPattern: Story = {
  render: (args) => <p>{localizeDatePattern(args.date, ALERT_BAR_DATE_PATTERN, "en", "America/New_York")}</p>,
};

/** An invalid date renders nothing at all. */
export const InvalidDate: Story = { args: { date: "not a date" } };
