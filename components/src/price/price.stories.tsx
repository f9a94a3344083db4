import type { Meta, StoryObj } from "@storybook/react-vite";
import { Price } from "./price";

const meta = {
  title: "Components/Price",
  component: Price,
  args: { amount: 9.99, currency: "USD" },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A sale: the original price struck through, each price labelled for screen readers. */
export const Sale: Story = { args: { amount: 4.99, originalAmount: 9.99 } };

/** The symbol follows the commerce table; the locale sets separators and where the symbol goes. */
export const Currencies: Story = {
  render: (args) => (
    <ul>
      <li>
        <Price {...args} amount={9.99} currency="USD" locale="en-US" />
      </li>
      <li>
        <Price {...args} amount={9.99} currency="CAD" locale="en-US" />
      </li>
      <li>
        <Price {...args} amount={1234.5} currency="EUR" locale="de-DE" />
      </li>
      <li>
        <Price {...args} amount={1500} currency="JPY" locale="ja-JP" />
      </li>
      <li>
        <Price {...args} amount={29.9} currency="PEN" locale="es-ES" />
      </li>
      <li>
        <Price {...args} amount={12} currency="CHF" locale="en-US" />
      </li>
    </ul>
  ),
};

/** Le Quotidien writes numbers the French way. */
export const FrenchSite: Story = {
  args: { amount: 7.5, originalAmount: 12, currency: "EUR" },
  parameters: { host: { arcSite: "le-quotidien" } },
};

export const RightToLeft: Story = {
  args: { amount: 4.99, originalAmount: 9.99 },
  parameters: { host: { arcSite: "al-yawm" } },
};

/** An amount that is not a number renders nothing. */
export const InvalidAmount: Story = { args: { amount: "free" } };
