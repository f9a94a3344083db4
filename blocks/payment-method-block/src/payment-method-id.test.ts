import { paymentMethodIdFrom } from "./payment-method-id";

describe("paymentMethodIdFrom (§5: the paymentMethodID query parameter)", () => {
  it.each([
    ["?paymentMethodID=9001", 9001],
    ["?from=email&paymentMethodID=12", 12],
    ["?paymentMethodID=%2012%20", 12],
  ])("reads %j as %d", (search, id) => {
    expect(paymentMethodIdFrom(search)).toBe(id);
  });

  it.each([
    "",
    "?",
    "?paymentMethodID",
    "?paymentMethodID=",
    "?paymentMethodID=0",
    "?paymentMethodID=-3",
    "?paymentMethodID=1.5",
    "?paymentMethodID=abc",
    "?paymentmethodid=12",
    "?paymentMethodID=99999999999999999999",
  ])("finds no payment method in %j", (search) => {
    expect(paymentMethodIdFrom(search)).toBeNull();
  });
});
