/**
 * A preview server on a free port and one Chromium: what every browser test file starts in its `beforeAll` and
 * stops in its `afterAll`. Each file chooses its preview (the demo sites, its own pages folder, the fixture
 * blocks), so this takes the preview already made.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Browser } from "playwright-core";
import { listen, type Preview } from "../server/preview-server";
import { launchChromium } from "./browser";

export interface PreviewInBrowser {
  preview: Preview;
  /** `http://127.0.0.1:<port>`: where the browser reaches the preview. */
  origin: string;
  browser: Browser;
  /** Closes the browser, then the server. */
  close(): Promise<void>;
}

export async function openPreviewInBrowser(preview: Preview | Promise<Preview>): Promise<PreviewInBrowser> {
  const ready = await preview;
  const server: Server = await listen(ready, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    // A machine without Chromium still frees the port, so jest exits and says what to install.
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  return {
    preview: ready,
    origin,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The requests among `urls` that left the preview at `origin`: its own pages, scripts and pictures, and addresses
 * that never leave the browser (data:, blob:, about:), are not. The preview runs offline, so any other is a fault.
 */
export function requestsElsewhere(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => {
    const { protocol, origin: requested } = new URL(url);
    return requested !== origin && !["data:", "blob:", "about:"].includes(protocol);
  });
}
