/** @jest-environment node */
import { isServerSide } from "./is-server-side";

// Node has neither global, as on the server; each is faked in turn to stand for a browser.
const globals = globalThis as { window?: unknown; document?: unknown };

afterEach(() => {
  delete globals.window;
  delete globals.document;
});

describe("isServerSide", () => {
  it("is true where there is no window, as on the server", () => {
    expect(isServerSide()).toBe(true);
  });

  it("is false in a browser, with a window and a document", () => {
    globals.window = {};
    globals.document = {};
    expect(isServerSide()).toBe(false);
  });

  it("is true when only one of the two exists (a worker, or a half-built test environment)", () => {
    globals.window = {};
    expect(isServerSide()).toBe(true);
    delete globals.window;
    globals.document = {};
    expect(isServerSide()).toBe(true);
  });
});
