/**
 * The paywall block's decisions (commerce-and-identity §4 "Paywall", content-and-presentation §2): which wall a
 * page shows, from what the paywall script found and who is reading. Pure, so every case is a test.
 */

/** A rule of the paywall script (`ArcP._rules`): its conditions and the entitlements it asks for. */
export interface PaywallRule {
  id?: number | string;
  /** The campaign the wall offers. */
  cc?: string;
  /** Conditions (true when met). */
  c?: readonly unknown[];
  /** Entitlements: false = registration only, true = any subscription, or the skus that lift the wall. */
  e?: readonly unknown[];
}

/**
 * §4: a register wall is a triggered rule with one condition, true, and one entitlement, false (it asks only
 * that the reader be registered); every other triggered rule is a payment wall.
 */
export function isRegisterWallRule(rule: PaywallRule | null | undefined): boolean {
  const conditions = Array.isArray(rule?.c) ? rule.c : [];
  const entitlements = Array.isArray(rule?.e) ? rule.e : [];
  return conditions.length === 1 && conditions[0] === true && entitlements.length === 1 && entitlements[0] === false;
}

export type PaywallDisplay = "hidden" | "regwall" | "paywall";

/** The editor's preview states (the adminViewState field). */
export type PaywallAdminView = "hide" | "showRegwall" | "showPaywall";

export interface PaywallState {
  /** Set by the script's paywall function: a rule triggered on this page. */
  paywalled: boolean;
  /** The triggered rule is a register wall. */
  registerWalled: boolean;
  /** null until the browser knows (the server pass and the first browser render). */
  loggedIn: boolean | null;
  isAdmin: boolean;
  adminViewState?: PaywallAdminView | string | null;
}

/**
 * What the page shows. In the editor: the chosen preview. For readers: nothing until the browser knows who reads
 * (so nothing on the server pass); a registration wall for a register-walled page, unless the reader is already
 * registered (signed in); otherwise a payment wall when paywalled.
 */
export function paywallDisplay(state: PaywallState): PaywallDisplay {
  if (state.isAdmin) {
    if (state.adminViewState === "showRegwall") return "regwall";
    if (state.adminViewState === "showPaywall") return "paywall";
    return "hidden";
  }
  if (state.loggedIn === null || !state.paywalled) return "hidden";
  if (state.registerWalled) return state.loggedIn ? "hidden" : "regwall";
  return "paywall";
}

/** What the paywall script's run() resolves to: the rule that walled this page, if one did. */
export interface PaywallRunResult {
  triggered?: { id?: number | string } | null;
}

/**
 * The rule behind a run's answer, from the script's rules (`ArcP._rules`): the answer names the rule by id; its
 * conditions and entitlements, which say which wall it is, live in the rules. Null when nothing triggered or the
 * rule is not there.
 */
export function triggeredRule(
  result: PaywallRunResult | null | undefined,
  rules: readonly PaywallRule[] | null | undefined,
): PaywallRule | null {
  const id = result?.triggered?.id;
  if (id === undefined || id === null || !Array.isArray(rules)) return null;
  return rules.find((rule) => rule !== null && typeof rule === "object" && String(rule.id) === String(id)) ?? null;
}
