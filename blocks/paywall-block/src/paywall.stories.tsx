import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Paywall } from "./paywall";
import { installArcP, PREMIUM_STORY } from "./test-stories";

const meta = {
  title: "Blocks/Paywall",
  ...blockStoryMeta(Paywall),
  parameters: { host: { globalContent: PREMIUM_STORY } },
  beforeEach: () => installArcP({ campaign: "premium", registration: false }),
} satisfies Meta<BlockArgs<typeof Paywall>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wall is a modal dialog outside the block's own place in the page (see wall.tsx): found in the body. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A new reader on a premium story: the payment wall over the lower half, offering the premium campaign. */
export const PaymentWall: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog", {}, { timeout: 5000 });
    await expect(dialog).toHaveAccessibleName("Subscribe to continue reading.");
    await expect(within(dialog).getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      "/offer/?campaign=premium",
    );
    await expect(within(dialog).getByRole("link", { name: "Log In." })).toBeInTheDocument();
  },
};

/** A register-wall rule triggered for a signed-out reader. */
export const RegistrationWall: Story = {
  beforeEach: () => installArcP({ campaign: "default", registration: true }),
  args: { registerHeaderText: "Keep reading for free", registerSubHeaderText: "A free account, three more stories." },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog", {}, { timeout: 5000 });
    await expect(dialog).toHaveAccessibleName("Keep reading for free");
    await expect(within(dialog).getByText("Register to continue reading.")).toBeInTheDocument();
    await expect(within(dialog).getByRole("link", { name: "Register" })).toBeInTheDocument();
  },
};

/** Display mode "full": the wall covers the whole screen. */
export const FullScreen: Story = {
  args: { displayMode: "full" },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole("dialog", {}, { timeout: 5000 })).toHaveClass("b-paywall--full");
  },
};

/** Display mode "modal": a box in the middle of the dimmed story. */
export const Modal: Story = {
  args: { displayMode: "modal" },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole("dialog", {}, { timeout: 5000 })).toHaveClass("b-paywall--modal");
  },
};

/** No rule walls the story: the reader meets nothing at all. */
export const NotWalled: Story = {
  beforeEach: () => installArcP(null),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(page(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

/** A site whose paywall cannot run (no Sales origin): logged, and the story stays readable. */
export const CannotRun: Story = {
  beforeEach: () => installArcP(null),
  parameters: {
    host: { arcSite: "le-quotidien", globalContent: PREMIUM_STORY },
    expectedConsoleErrors: ["[paywall-block] the paywall did not run: api.sales.origin is not set"],
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(page(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

/** In PageBuilder's editor, by default: no wall, and nothing loaded or called. */
export const EditorHidden: Story = { parameters: { host: { isAdmin: true, globalContent: PREMIUM_STORY } } };

/** In the editor, previewing the registration wall in the page's flow. */
export const EditorRegistrationWall: Story = {
  args: { adminViewState: "showRegwall" },
  parameters: { host: { isAdmin: true, globalContent: PREMIUM_STORY } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Register to continue reading." })).toBeInTheDocument();
  },
};

/** In the editor, previewing the payment wall. */
export const EditorPaymentWall: Story = {
  args: { adminViewState: "showPaywall" },
  parameters: { host: { isAdmin: true, globalContent: PREMIUM_STORY } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Subscribe to continue reading." })).toBeInTheDocument();
  },
};

/** Right to left, in the Arabic demo site's editor. */
export const RightToLeft: Story = {
  args: { adminViewState: "showPaywall" },
  parameters: { host: { arcSite: "al-yawm", isAdmin: true, globalContent: PREMIUM_STORY } },
};
