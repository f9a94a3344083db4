import { EMPTY_ADDRESS_VALUES, addressFormValues, changeAddressField } from "./address-form";

const dublin = { line1: "9 Quay Street", locality: "Dublin", region: "Dublin", postal: "D02", country: "IE" };

describe("addressFormValues", () => {
  it("fills every field from an address, line2 empty when it has none", () => {
    expect(addressFormValues(dublin)).toEqual({ ...dublin, line2: "" });
    expect(addressFormValues({ ...dublin, line2: "Floor 2" }).line2).toBe("Floor 2");
  });

  it("gives an empty form without an address, never the shared empty values themselves", () => {
    const empty = addressFormValues(null);
    expect(empty).toEqual(EMPTY_ADDRESS_VALUES);
    expect(empty).not.toBe(EMPTY_ADDRESS_VALUES);
  });
});

describe("changeAddressField", () => {
  const springfield = { ...EMPTY_ADDRESS_VALUES, line1: "1 Main St", country: "US", region: "IL" };

  it("changes the one field", () => {
    expect(changeAddressField(springfield, "postal", "62701")).toEqual({ ...springfield, postal: "62701" });
  });

  it("empties the region when the country moves into or out of the US, not between two others", () => {
    expect(changeAddressField(springfield, "country", "IE")).toMatchObject({ country: "IE", region: "" });
    const irish = { ...springfield, country: "IE", region: "Dublin" };
    expect(changeAddressField(irish, "country", "US")).toMatchObject({ country: "US", region: "" });
    expect(changeAddressField(irish, "country", "FR")).toMatchObject({ country: "FR", region: "Dublin" });
  });
});
