/**
 * The browser-storage keys of commerce-and-identity §3. The identity SDK writes the `ArcId.*` keys itself
 * (notes/arc-sdks.md §1.3); they are listed so blocks and tests name them one way and never write them. The two
 * commerce keys are ours to read and write: the PayPal order number survives the redirect to the provider, and the
 * pending cart item survives the redirect to login.
 */
import { CAPTCHA_TOKEN_KEY } from "../captcha";
import { REDIRECT_STORAGE_KEY, type StorageLike } from "../redirect";
import { IDENTITY_STORAGE_KEYS } from "../stored-session";

export { IDENTITY_STORAGE_KEYS };

/** Local storage: the order number of a PayPal payment, kept while the reader is at the provider. */
export const PAYPAL_ORDER_NUMBER_KEY = "ArcSubs_OrderNumber";

/**
 * Local storage: the plan an anonymous reader chose on the offer page ({sku, priceCode, cartDate}). Neither the
 * spec nor the notes name this key, so it is ours; it shares the `ArcSubs_` prefix of the order number key.
 */
export const PENDING_CART_KEY = "ArcSubs_PendingCart";

/** Every key, for tests and for code that clears commerce state (the identity SDK clears its own). */
export const STORAGE_KEYS = {
  ...IDENTITY_STORAGE_KEYS,
  paypalOrderNumber: PAYPAL_ORDER_NUMBER_KEY,
  pendingCart: PENDING_CART_KEY,
  captchaToken: CAPTCHA_TOKEN_KEY,
  /** Session storage. */
  redirectUrl: REDIRECT_STORAGE_KEY,
} as const;

/** The stored pending cart item of §3. */
export interface PendingCartItem {
  sku: string;
  priceCode: string;
  /** When the reader chose it, in ms since the epoch. */
  cartDate: number;
}

// Blocked storage (private modes, sandboxed frames) throws on every call; a lost key only costs the reader a step.
function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** The stored item if it is well formed (another tab or an old version may have written anything). */
export function readPendingCartItem(storage: StorageLike | null | undefined): PendingCartItem | null {
  const text = attempt(() => storage?.getItem(PENDING_CART_KEY) ?? null, null);
  if (text === null) return null;
  const parsed: unknown = attempt(() => JSON.parse(text) as unknown, null);
  if (typeof parsed !== "object" || parsed === null) return null;
  const { sku, priceCode, cartDate } = parsed as Record<string, unknown>;
  if (!nonEmpty(sku) || !nonEmpty(priceCode)) return null;
  if (typeof cartDate !== "number" || !Number.isFinite(cartDate)) return null;
  return { sku, priceCode, cartDate };
}

export function storePendingCartItem(storage: StorageLike | null | undefined, item: PendingCartItem): void {
  const { sku, priceCode, cartDate } = item;
  attempt(() => storage?.setItem(PENDING_CART_KEY, JSON.stringify({ sku, priceCode, cartDate })), undefined);
}

export function clearPendingCartItem(storage: StorageLike | null | undefined): void {
  attempt(() => storage?.removeItem(PENDING_CART_KEY), undefined);
}

export function readPayPalOrderNumber(storage: StorageLike | null | undefined): string | null {
  const value = attempt(() => storage?.getItem(PAYPAL_ORDER_NUMBER_KEY) ?? null, null);
  return nonEmpty(value) ? value.trim() : null;
}

export function storePayPalOrderNumber(storage: StorageLike | null | undefined, orderNumber: string): void {
  attempt(() => storage?.setItem(PAYPAL_ORDER_NUMBER_KEY, orderNumber), undefined);
}

export function clearPayPalOrderNumber(storage: StorageLike | null | undefined): void {
  attempt(() => storage?.removeItem(PAYPAL_ORDER_NUMBER_KEY), undefined);
}
