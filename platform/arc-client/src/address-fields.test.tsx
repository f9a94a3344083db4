import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { defineBlock, defineFields } from "@broadsheet/kit";
import { renderBlock } from "@broadsheet/local-host";
import { useAddressFields } from "./address-fields";
import { BillingAddressSummary } from "./billing-address-summary";
import { addressFormValues, EMPTY_ADDRESS_VALUES, type AddressFormValues } from "./commerce/address-form";

let seen: ReturnType<typeof useAddressFields> | null = null;
let start: AddressFormValues = EMPTY_ADDRESS_VALUES;

/** The hook's answer kept for the test, with two buttons changing the country as the select would. */
const Fields = defineBlock({
  name: "address-fields-under-test",
  kind: "feature",
  label: "Address fields under test",
  hydration: "eager",
  fields: defineFields({}),
  render: function AddressFieldsUnderTest() {
    const [values, setValues] = useState(start);
    seen = useAddressFields(values, setValues, "fr");
    const change = seen.fields.onChange;
    return (
      <>
        <button type="button" onClick={() => change("country", "US")}>
          US
        </button>
        <button type="button" onClick={() => change("country", "IE")}>
          IE
        </button>
      </>
    );
  },
});

const show = (values: AddressFormValues, arcSite = "the-daily") => {
  start = values;
  render(renderBlock(Fields, { errorBoundary: false, context: { arcSite } }));
  if (!seen) throw new Error("not rendered");
  return () => seen as NonNullable<typeof seen>;
};

describe("useAddressFields", () => {
  it("labels the fields, names the countries in the given locale and gives each field at fault its message", () => {
    const current = show(EMPTY_ADDRESS_VALUES);
    const { fields, validation } = current();
    expect(validation.valid).toBe(false);
    expect(fields.labels).toEqual({
      line1: "Address",
      line2: "Apartment, suite, etc. (optional)",
      country: "Country",
      locality: "City",
      region: "State, province or region",
      postal: "ZIP or postal code",
    });
    expect(fields.errors).toEqual({
      line1: "Enter your street address.",
      country: "Select your country.",
      locality: "Enter your city.",
      region: "Enter your state or region.",
      postal: "Enter your postal code.",
    });
    expect(fields.countries.find((one) => one.value === "DE")?.label).toBe("Allemagne");
    expect(fields.regions).toBeNull();
    expect(fields.choosePlaceholder).toBe("Choose…");
  });

  it("offers the US states (DC included) as the region's choices in the US, and empties the region across the border", async () => {
    const user = userEvent.setup();
    const irish = { ...EMPTY_ADDRESS_VALUES, line1: "9 Quay Street", country: "IE", region: "Dublin" };
    const current = show(irish);
    await user.click(screen.getByRole("button", { name: "US" }));
    expect(current().fields.values).toMatchObject({ country: "US", region: "" });
    expect(current().fields.labels.region).toBe("State");
    expect(current().fields.regions).toHaveLength(51);
    expect(current().fields.regions).toContainEqual({ value: "DC", label: "District of Columbia" });
    await user.click(screen.getByRole("button", { name: "IE" }));
    expect(current().fields.regions).toBeNull();
  });

  it("hands over a valid address cleaned for Sales, line2 left out when blank", () => {
    const current = show({
      ...addressFormValues({
        line1: " 1 Main St ",
        locality: "Springfield",
        region: "IL",
        postal: "62701",
        country: "US",
      }),
      line2: "  ",
    });
    expect(current().validation).toEqual({
      valid: true,
      errors: {},
      address: { line1: "1 Main St", locality: "Springfield", region: "IL", postal: "62701", country: "US" },
    });
  });

  it("is worded in the site's language", () => {
    const current = show(EMPTY_ADDRESS_VALUES, "le-quotidien");
    expect(current().fields.labels.country).toBe("Pays");
  });
});

describe("BillingAddressSummary", () => {
  it("shows the address on its lines, the country named in the locale, and no empty line2", () => {
    const { container } = render(
      <BillingAddressSummary
        locale="en"
        className="x"
        address={{ line1: "9 Quay Street", locality: "Dublin", region: "Dublin", postal: "D02", country: "IE" }}
      />,
    );
    const address = container.querySelector("address.x");
    expect(address?.innerHTML).toBe("9 Quay Street<br>Dublin, Dublin, D02<br>Ireland");
  });
});
