import { setupWorker } from "msw/browser";
import type { MswApi } from "msw-storybook-addon";

/**
 * Storybook's MSW instance: the service worker served from .storybook/public (written by `npx msw init`).
 * Requests no handler answers go to the network untouched, as they do under jest (msw-setup.node.ts).
 */
export async function setupMsw(): Promise<MswApi> {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: "bypass" });
  return worker;
}
