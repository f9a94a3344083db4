import { CardProviderUnavailable, loadStripeFromModule } from "./card-provider";

describe("loadStripeFromModule", () => {
  const loadStripe = jest.fn();

  it("takes loadStripe as Node and jest give it (named)", () => {
    expect(loadStripeFromModule({ loadStripe })).toBe(loadStripe);
  });

  it("and as a bundle of the CommonJS build gives it (under default)", () => {
    expect(loadStripeFromModule({ default: { loadStripe } })).toBe(loadStripe);
  });

  it.each([[null], [{}], [{ default: { loadStripe: "no" } }]])("refuses a module without it: %j", (mod) => {
    expect(() => loadStripeFromModule(mod)).toThrow(CardProviderUnavailable);
  });
});
