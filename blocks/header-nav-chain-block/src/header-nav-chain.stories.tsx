import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteServiceHierarchy } from "@broadsheet/content-sources-block";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { HelloWorld } from "@broadsheet/hello-world-block";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { HeaderNavChain } from "./header-nav-chain";

/** The real site hierarchy source: in Storybook and under jest it reads the fake Arc's navigation. */
const HIERARCHY = { "site-service-hierarchy": siteServiceHierarchy };

/** A block dropped into the chain, to show in a place set to "One of the chain's blocks". */
const children = () => [<HelloWorld key="reader" customFields={{ name: "reader" }} />];

const meta = {
  title: "Blocks/Header Nav Chain",
  ...blockStoryMeta(HeaderNavChain, { children }),
  parameters: { host: { content: HIERARCHY } },
} satisfies Meta<BlockArgs<typeof HeaderNavChain>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: the menu on the left, the logo centred, search on the right (desktop). */
export const Default: Story = {};

/** The logo on the left, the links-bar hierarchy as a row of links with dots between them. */
export const HorizontalLinks: Story = {
  args: { logoAlignment: "left", horizontalLinksHierarchy: "links-bar", showHorizontalSeperatorDots: true },
};

/** A centred logo with horizontal links: the editor is told to align the logo left or right. */
export const CentredLogoWithLinksInEditor: Story = {
  args: { horizontalLinksHierarchy: "links-bar" },
  parameters: { host: { content: HIERARCHY, isAdmin: true } },
};

/** The chain's first block in the right-hand place, search at the top of the drawer. */
export const WithChainBlocks: Story = {
  args: {
    logoAlignment: "right",
    rightComponentMobile1: "custom",
    rightComponentMobile1CustomIndex: 1,
    rightComponentDesktop2: "custom",
    rightComponentDesktop2CustomIndex: 1,
    menuComponentMobile1: "search",
    menuComponentDesktop1: "search",
  },
};

/** No hierarchy answers: the header shows without the drawer's sections. */
export const WithoutHierarchy: Story = {
  render: blockStoryRender(HeaderNavChain),
  parameters: { host: { content: { "site-service-hierarchy": () => null } } },
};

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", content: HIERARCHY } } };

/** The fake publishes no hierarchy for the right-to-left site, so The Daily's is answered as it stands. */
export const RightToLeft: Story = {
  parameters: {
    host: {
      arcSite: "al-yawm",
      content: { "site-service-hierarchy": () => corpus.navigation["the-daily"]?.default ?? null },
    },
  },
};
