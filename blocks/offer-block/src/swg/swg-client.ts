/**
 * Google's Subscribe with Google client (swg.js) as this block uses it: loaded once per page with the page in
 * charge of it (`subscriptions-control="manual"`), then `init(publicationId)` on the `subscriptions` object
 * that `self.SWG.push(callback)` hands over.
 */
import { loadScript } from "@broadsheet/arc-client";

/** What Google answers after a purchase (the parts this block reads; everything may be missing). */
export interface SwgPaymentResponse {
  purchaseData?: { raw?: unknown; signature?: unknown } | null;
  userData?: { idToken?: unknown } | null;
  productType?: unknown;
  complete?: () => Promise<unknown> | unknown;
}

/** The `subscriptions` object's calls this block makes. */
export interface SwgSubscriptions {
  init(publicationId: string): void;
  setOnPaymentResponse(callback: (response: Promise<SwgPaymentResponse>) => void): void;
  subscribe(sku: string): void;
  showOffers(options?: { isClosable?: boolean }): void;
}

type SwgCallback = (subscriptions: SwgSubscriptions) => void;
interface SwgWindow {
  SWG?: SwgCallback[] | { push(callback: SwgCallback): unknown };
}

const initialised = new WeakMap<SwgSubscriptions, string>();

/**
 * The page's `subscriptions`, initialised for the publication. Rejects when the script does not load, or loads
 * without taking over `self.SWG` (a blocked or broken script), so the block can leave its button out.
 */
export async function loadSubscriptions(script: string, publicationId: string): Promise<SwgSubscriptions> {
  const win = window as unknown as SwgWindow;
  const handed = new Promise<SwgSubscriptions>((resolve) => {
    (win.SWG ??= []).push(resolve);
  });
  await loadScript(script, document, { "subscriptions-control": "manual" });
  if (Array.isArray(win.SWG)) throw new Error("Subscribe with Google loaded without its SWG queue");
  const subscriptions = await handed;
  if (initialised.get(subscriptions) !== publicationId) {
    subscriptions.init(publicationId);
    initialised.set(subscriptions, publicationId);
  }
  return subscriptions;
}
