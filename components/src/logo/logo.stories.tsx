import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo } from "./index";

const meta = {
  title: "Components/Logo",
  component: Logo,
  args: { src: "/pf/resources/logo.svg", alt: "The Daily", height: 64 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's height (spec §2): the width follows the file. */
export const Footer: Story = {};

/** The masthead's larger logo. */
export const Masthead: Story = { args: { height: 80 } };
