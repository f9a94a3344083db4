import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Stack } from "../stack/stack";
import { Input } from "./index";

const PLANS = [
  { label: "Monthly", value: "month" },
  { label: "Yearly", value: "year" },
  { label: "Print and digital", value: "bundle", disabled: true },
];

const meta = {
  title: "Components/Input",
  component: Input,
  args: { label: "Full name", name: "name" },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { tip: "As it appears on your card" } };

export const Email: Story = {
  args: { type: "email", label: "Email", name: "email", required: true, tip: "We send the receipt here" },
};

export const Password: Story = { args: { type: "password", label: "Password", name: "password", required: true } };

/** Leave the field to run the browser's check; the custom message replaces the browser's. */
export const ValidatedOnBlur: Story = {
  args: {
    label: "Postcode",
    name: "postcode",
    pattern: "[0-9]{5}",
    required: true,
    validationErrorMessage: "Enter the five digits of your postcode",
    tip: "Five digits",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Postcode/), "12a");
    await userEvent.tab();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Enter the five digits of your postcode");
  },
};

/** A verdict from the server, shown from the first render. */
export const ServerError: Story = {
  args: {
    type: "email",
    label: "Email",
    defaultValue: "ada@example.com",
    showDefaultError: true,
    validationErrorMessage: "An account with this email already exists",
  },
};

export const Disabled: Story = { args: { defaultValue: "Ada Lovelace", disabled: true } };

export const Select: Story = {
  args: { type: "select", label: "Plan", name: "plan", options: PLANS, placeholder: "Choose a plan", required: true },
};

export const Radio: Story = {
  args: {
    type: "radio",
    label: "Plan",
    name: "plan",
    options: PLANS,
    defaultValue: "year",
    tip: "You can change plans at any time",
  },
};

export const RadioWithError: Story = {
  args: { type: "radio", label: "Plan", name: "plan", options: PLANS, required: true, showDefaultError: true },
};

function ControlledField() {
  const [value, setValue] = useState("ada");
  return (
    <Stack gap="sm">
      <Input label="Username" value={value} onChange={(next) => setValue(next.toLowerCase())} tip="Lowercase only" />
      <output>Saved as: {value}</output>
    </Stack>
  );
}

/** The owner holds the value (here lowercasing it as the reader types). */
export const Controlled: Story = { render: () => <ControlledField /> };

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  render: () => (
    <Stack gap="md">
      <Input label="الاسم الكامل" tip="كما يظهر على بطاقتك" />
      <Input
        type="email"
        label="البريد الإلكتروني"
        required
        showDefaultError
        validationErrorMessage="أدخل بريدًا صالحًا"
      />
      <Input
        type="radio"
        label="الخطة"
        options={[
          { label: "شهرية", value: "month" },
          { label: "سنوية", value: "year" },
        ]}
        defaultValue="month"
      />
    </Stack>
  ),
};
