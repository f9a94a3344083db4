import { isRegisterWallRule, paywallDisplay, triggeredRule, type PaywallState } from "./paywall";

const reader = (state: Partial<PaywallState>): PaywallState => ({
  paywalled: false,
  registerWalled: false,
  loggedIn: false,
  isAdmin: false,
  ...state,
});

describe("isRegisterWallRule", () => {
  it("is a rule with one true condition and one false entitlement", () => {
    expect(isRegisterWallRule({ c: [true], e: [false] })).toBe(true);
  });

  it.each([
    [{ c: [true], e: [true] }],
    [{ c: [true], e: ["digital"] }],
    [{ c: [true, true], e: [false] }],
    [{ c: [false], e: [false] }],
    [{ c: [true], e: [false, true] }],
    [{ c: ["true"], e: [false] }],
    [{}],
    [null],
  ])("is a payment wall otherwise: %j", (rule) => {
    expect(isRegisterWallRule(rule)).toBe(false);
  });
});

describe("paywallDisplay", () => {
  it("shows nothing until the browser knows who reads (the server pass)", () => {
    expect(paywallDisplay(reader({ paywalled: true, loggedIn: null }))).toBe("hidden");
    expect(paywallDisplay(reader({ paywalled: true, registerWalled: true, loggedIn: null }))).toBe("hidden");
  });

  it("shows nothing on a page no rule walls", () => {
    expect(paywallDisplay(reader({ paywalled: false }))).toBe("hidden");
    expect(paywallDisplay(reader({ paywalled: false, registerWalled: true }))).toBe("hidden");
  });

  it("shows the registration wall to a signed-out reader of a register-walled page, and nothing once registered", () => {
    expect(paywallDisplay(reader({ paywalled: true, registerWalled: true }))).toBe("regwall");
    expect(paywallDisplay(reader({ paywalled: true, registerWalled: true, loggedIn: true }))).toBe("hidden");
  });

  it("shows the payment wall to anyone on a paywalled page", () => {
    expect(paywallDisplay(reader({ paywalled: true }))).toBe("paywall");
    expect(paywallDisplay(reader({ paywalled: true, loggedIn: true }))).toBe("paywall");
  });

  it("shows editors the preview they chose, whatever the page", () => {
    expect(paywallDisplay(reader({ isAdmin: true, paywalled: true }))).toBe("hidden");
    expect(paywallDisplay(reader({ isAdmin: true, adminViewState: "hide", paywalled: true }))).toBe("hidden");
    expect(paywallDisplay(reader({ isAdmin: true, adminViewState: "showRegwall", loggedIn: null }))).toBe("regwall");
    expect(paywallDisplay(reader({ isAdmin: true, adminViewState: "showPaywall" }))).toBe("paywall");
  });
});

describe("triggeredRule", () => {
  const rules = [
    { id: 1, cc: "default", c: [true], e: [false] },
    { id: "2", cc: "premium", c: [true], e: [true] },
  ];

  it("is the rule the run's answer names, by id, whatever its type", () => {
    expect(triggeredRule({ triggered: { id: 1 } }, rules)).toBe(rules[0]);
    expect(triggeredRule({ triggered: { id: 2 } }, rules)).toBe(rules[1]);
    expect(isRegisterWallRule(triggeredRule({ triggered: { id: 1 } }, rules))).toBe(true);
  });

  it("is null when nothing triggered, or the rules do not hold it", () => {
    expect(triggeredRule({ triggered: null }, rules)).toBeNull();
    expect(triggeredRule({}, rules)).toBeNull();
    expect(triggeredRule(undefined, rules)).toBeNull();
    expect(triggeredRule({ triggered: { id: 9 } }, rules)).toBeNull();
    expect(triggeredRule({ triggered: { id: 1 } }, undefined)).toBeNull();
  });
});
