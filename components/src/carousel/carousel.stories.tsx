import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Carousel } from "./carousel";

// Theme colours in readable pairs, so the blocks follow the theme toolbar; no network images.
const COLOURS = [
  ["primary", "primary-contrast"],
  ["secondary", "secondary-contrast"],
  ["info-surface", "info"],
  ["success-surface", "success"],
  ["warning-surface", "text"],
  ["danger-surface", "danger"],
] as const;

function ColourSlide({ number, caption }: { number: number; caption: string }) {
  const [fill, ink] = COLOURS[(number - 1) % COLOURS.length] ?? COLOURS[0];
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={caption}
        viewBox="0 0 320 180"
        style={{ display: "block", inlineSize: "100%", maxBlockSize: "70vh" }}
      >
        <rect width="320" height="180" fill={`var(--bs-color-${fill})`} />
        <text x="160" y="105" textAnchor="middle" fontSize="48" fill={`var(--bs-color-${ink})`}>
          {number}
        </text>
      </svg>
      <figcaption style={{ paddingBlock: "var(--bs-space-sm)", fontSize: "var(--bs-font-size-sm)" }}>
        {caption}
      </figcaption>
    </figure>
  );
}

const CAPTIONS = [
  "Floodwater reaches the harbour wall at dawn.",
  "Volunteers fill sandbags outside the town hall.",
  "The ferry terminal, closed for a second day.",
  "A fishing boat lifted onto the quay by the surge.",
  "Clean-up crews work through the night.",
  "The high street reopens to traffic.",
];

const slides = (captions: readonly string[]) =>
  captions.map((caption, index) => <ColourSlide key={caption} number={index + 1} caption={caption} />);

const meta = {
  title: "Components/Carousel",
  component: Carousel,
  args: { slides: slides(CAPTIONS), label: "Storm on the coast" },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Starts playing on load, a slide every 4 s; hovering the slides or focusing their content pauses it. */
export const Autoplay: Story = { args: { autoplay: true } };

/** A stand-in for the gallery ad, after every 2 reader moves (a site sets this with galleryCubeClicks). */
export const WithInterstitial: Story = {
  args: {
    interstitialEvery: 2,
    interstitial: (
      <div
        style={{
          display: "grid",
          placeItems: "center",
          minBlockSize: "12rem",
          border: "1px dashed var(--bs-color-border)",
          background: "var(--bs-color-surface)",
        }}
      >
        <p>Advertisement</p>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next Slide" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next Slide" }));
    await expect(canvas.getByText("Advertisement")).toBeVisible();
  },
};

/** Right to left: "next" sits on the left and ArrowLeft or a swipe to the right moves on. */
export const RightToLeft: Story = {
  args: {
    label: "عاصفة على الساحل",
    slides: slides([
      "مياه الفيضان تصل إلى جدار الميناء عند الفجر.",
      "متطوعون يملؤون أكياس الرمل أمام مبنى البلدية.",
      "محطة العبارات مغلقة لليوم الثاني.",
      "فرق التنظيف تعمل طوال الليل.",
    ]),
  },
  parameters: { host: { arcSite: "al-yawm" } },
};

/** A hundred slides: only four are in the page at a time (viewableSlides). */
export const ManySlides: Story = {
  args: { slides: slides(Array.from({ length: 100 }, (_, index) => `Photo ${index + 1} of the archive.`)) },
};
