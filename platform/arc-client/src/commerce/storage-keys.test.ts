import { memoryStorage } from "../test-storage";
import {
  PAYPAL_ORDER_NUMBER_KEY,
  PENDING_CART_KEY,
  STORAGE_KEYS,
  clearPayPalOrderNumber,
  clearPendingCartItem,
  readPayPalOrderNumber,
  readPendingCartItem,
  storePayPalOrderNumber,
  storePendingCartItem,
} from "./storage-keys";

describe("storage keys", () => {
  it("names the SDK's keys and ours exactly", () => {
    expect(STORAGE_KEYS).toEqual({
      userInfo: "ArcId.USER_INFO",
      userProfile: "ArcId.USER_PROFILE",
      userProfileExpiredTime: "ArcId.USER_PROFILE_EXPIRED_TIME",
      userSegments: "ArcId.USER_SEGMENTS",
      userSettings: "ArcId.USER_SETTINGS",
      ampReaderId: "ArcId.AMP_READER_ID",
      paypalOrderNumber: "ArcSubs_OrderNumber",
      pendingCart: "ArcSubs_PendingCart",
      captchaToken: "ArcXP_captchaToken",
      redirectUrl: "ArcXP_redirectUrl",
    });
  });

  it("has no key twice", () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe("the pending cart item", () => {
  const item = { sku: "digital", priceCode: "MONTHLY", cartDate: 1_700_000_000_000 };

  it("stores only its three fields, reads them back and clears them", () => {
    const storage = memoryStorage();
    storePendingCartItem(storage, { ...item, extra: "dropped" } as typeof item);
    expect(JSON.parse(storage.entries.get(PENDING_CART_KEY) ?? "")).toEqual(item);
    expect(readPendingCartItem(storage)).toEqual(item);
    clearPendingCartItem(storage);
    expect(readPendingCartItem(storage)).toBeNull();
  });

  it.each([
    ["not JSON", "{sku"],
    ["null", "null"],
    ["a string", '"digital"'],
    ["no sku", JSON.stringify({ priceCode: "P", cartDate: 1 })],
    ["an empty price code", JSON.stringify({ sku: "S", priceCode: " ", cartDate: 1 })],
    ["a date as text", JSON.stringify({ sku: "S", priceCode: "P", cartDate: "2026-11-25" })],
  ])("reads %s as nothing", (_, text) => {
    expect(readPendingCartItem(memoryStorage({ [PENDING_CART_KEY]: text }))).toBeNull();
  });

  it("survives blocked or missing storage", () => {
    const blocked = memoryStorage({}, true);
    expect(() => storePendingCartItem(blocked, item)).not.toThrow();
    expect(readPendingCartItem(blocked)).toBeNull();
    expect(() => clearPendingCartItem(blocked)).not.toThrow();
    expect(readPendingCartItem(null)).toBeNull();
  });
});

describe("the PayPal order number", () => {
  it("stores, reads and clears it", () => {
    const storage = memoryStorage();
    storePayPalOrderNumber(storage, "ORD-1");
    expect(storage.entries.get(PAYPAL_ORDER_NUMBER_KEY)).toBe("ORD-1");
    expect(readPayPalOrderNumber(storage)).toBe("ORD-1");
    clearPayPalOrderNumber(storage);
    expect(readPayPalOrderNumber(storage)).toBeNull();
  });

  it("reads an empty value or blocked storage as nothing", () => {
    expect(readPayPalOrderNumber(memoryStorage({ [PAYPAL_ORDER_NUMBER_KEY]: "  " }))).toBeNull();
    expect(readPayPalOrderNumber(memoryStorage({}, true))).toBeNull();
    expect(() => storePayPalOrderNumber(memoryStorage({}, true), "x")).not.toThrow();
    expect(() => clearPayPalOrderNumber(undefined)).not.toThrow();
  });
});
