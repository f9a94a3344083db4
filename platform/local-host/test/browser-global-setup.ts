/**
 * globalSetup of the browser-test jest projects (jest.config.ts): jest runs it once, and only when the
 * run includes a browser test, so unit-only runs never look for or install Chromium.
 */
import { provideChromium } from "../src/testing/browser";

export default function setUpChromium(): void {
  // A failed install must not stop the unit tests; each browser test then fails with what to do.
  try {
    provideChromium();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
}
