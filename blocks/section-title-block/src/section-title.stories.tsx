import type { Meta, StoryObj } from "@storybook/react-vite";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SectionTitle } from "./section-title";

// What site-service-hierarchy answers for a section page: the section's node with its children.
const daily = corpus.navigation["the-daily"]?.default;
const business = daily?.children?.find((node) => node._id === "/business");
const politics = daily?.children?.find((node) => node._id === "/politics");

const meta = {
  title: "Blocks/Section Title",
  ...blockStoryMeta(SectionTitle),
  parameters: { host: { globalContent: business } },
} satisfies Meta<BlockArgs<typeof SectionTitle>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section with child sections. */
export const Default: Story = {};

/** A section with none: only its name. */
export const WithoutChildren: Story = { parameters: { host: { globalContent: politics } } };

/** The site's root: an inactive section left out, a link node to its own address. */
export const SiteRoot: Story = { parameters: { host: { globalContent: daily } } };
