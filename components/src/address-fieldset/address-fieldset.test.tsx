import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { AddressFieldset, type AddressFieldName, type AddressValues } from "./index";

const LABELS: Record<AddressFieldName, string> = {
  line1: "Address",
  line2: "Apartment, suite",
  country: "Country",
  locality: "City",
  region: "State or region",
  postal: "Postal code",
};
const COUNTRIES = [
  { value: "CA", label: "Canada" },
  { value: "US", label: "United States" },
];
const STATES = [
  { value: "DC", label: "District of Columbia" },
  { value: "NY", label: "New York" },
];
const EMPTY: AddressValues = { line1: "", line2: "", country: "", locality: "", region: "", postal: "" };

function Owner({ errors = {} }: { errors?: Partial<Record<AddressFieldName, string>> }) {
  const [values, setValues] = useState(EMPTY);
  return (
    <form aria-label="Billing">
      <AddressFieldset
        legend="Billing address"
        idPrefix="billing"
        values={values}
        onChange={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
        labels={LABELS}
        errors={values[Object.keys(errors)[0] as AddressFieldName] ? {} : errors}
        countries={COUNTRIES}
        regions={values.country === "US" ? STATES : null}
        choosePlaceholder="Choose"
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe("AddressFieldset", () => {
  it("labels every field under its legend, line 2 alone optional", () => {
    render(<Owner />);
    expect(screen.getByRole("group", { name: "Billing address" })).toBeInTheDocument();
    for (const label of ["Address", "City", "State or region", "Postal code"]) {
      expect(screen.getByRole("textbox", { name: new RegExp(label) })).toBeRequired();
    }
    expect(screen.getByRole("textbox", { name: "Apartment, suite" })).not.toBeRequired();
    expect(screen.getByRole("combobox", { name: /Country/ })).toBeRequired();
    expect(screen.getByRole("textbox", { name: /Address/ })).toHaveAttribute("autocomplete", "address-line1");
  });

  it("makes the region a select of the given choices, and free text without them", async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.selectOptions(screen.getByRole("combobox", { name: /Country/ }), "US");
    const region = screen.getByRole("combobox", { name: /State or region/ });
    await user.selectOptions(region, "DC");
    expect(screen.getByRole("status")).toHaveTextContent('"region":"DC"');
    await user.selectOptions(screen.getByRole("combobox", { name: /Country/ }), "CA");
    expect(screen.getByRole("textbox", { name: /State or region/ })).toBeInTheDocument();
  });

  it("shows the owner's message beside the field it names", async () => {
    const user = userEvent.setup();
    render(<Owner errors={{ line1: "Enter your street address." }} />);
    await user.click(screen.getByRole("textbox", { name: /Address/ }));
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Enter your street address.");
    expect(screen.getByRole("textbox", { name: /Address/ })).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByRole("textbox", { name: /Address/ }), "1 Main St");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("has no axe violations, with and without messages", async () => {
    const { container } = render(<Owner errors={{ postal: "Enter your postal code." }} />);
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.setup().click(screen.getByRole("textbox", { name: /Postal code/ }));
    await userEvent.setup().tab();
    expect(await axe(container)).toHaveNoViolations();
  });
});
