import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { AddressFieldset, type AddressFieldName, type AddressValues } from "./index";

const LABELS: Record<AddressFieldName, string> = {
  line1: "Address",
  line2: "Apartment, suite (optional)",
  country: "Country",
  locality: "City",
  region: "State or region",
  postal: "Postal code",
};
const COUNTRIES = [
  { value: "CA", label: "Canada" },
  { value: "GB", label: "United Kingdom" },
  { value: "US", label: "United States" },
];
const STATES = [
  { value: "CA", label: "California" },
  { value: "DC", label: "District of Columbia" },
  { value: "NY", label: "New York" },
];

function Address({
  start,
  errors,
  showErrors,
}: {
  start: AddressValues;
  errors?: Partial<Record<AddressFieldName, string>>;
  showErrors?: boolean;
}) {
  const [values, setValues] = useState(start);
  return (
    <form aria-label="Billing">
      <AddressFieldset
        legend="Billing address"
        idPrefix="story"
        values={values}
        onChange={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
        labels={LABELS}
        errors={errors}
        showErrors={showErrors}
        countries={COUNTRIES}
        regions={values.country === "US" ? STATES : null}
        choosePlaceholder="Choose…"
      />
    </form>
  );
}

const EMPTY: AddressValues = { line1: "", line2: "", country: "", locality: "", region: "", postal: "" };

const meta = {
  title: "Components/AddressFieldset",
  component: Address,
  args: { start: EMPTY },
} satisfies Meta<typeof Address>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** In the US the region is a select of the states (and DC). */
export const UnitedStates: Story = {
  args: { start: { ...EMPTY, country: "US" } },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /State or region/ }), "DC");
    await expect(canvas.getByRole("combobox", { name: /State or region/ })).toHaveValue("DC");
  },
};

export const WithErrors: Story = {
  args: { errors: { line1: "Enter your street address.", postal: "Enter your postal code." }, showErrors: true },
};
