import { format } from "node:util";
import { ContentCache } from "../src/host/content-cache";
import { createRegistry } from "../src/page/block-registry";
import { parsePageDefinition } from "../src/page/page-definition";
import { buildPage } from "../src/page/render-page";
import { fixtureBlocks } from "./fixtures/blocks";

/**
 * console.error reads its first argument as a format: data that reaches it there with "%s" or
 * "%o" in it swallows the next argument or prints something else. Each log below carries data
 * from a page or a request, which must come out exactly as it went in.
 */
const DIRECTIVES = "%s%o%c%d%j%%";

let logged: string[];
let spy: jest.SpyInstance;

beforeEach(() => {
  logged = [];
  spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
});

afterEach(() => spy.mockRestore());

describe("logs of page and request data", () => {
  it("prints a failing content source's name and query literally", async () => {
    const cache = new ContentCache(() => Promise.reject(new Error("down")));
    await cache.load(`source${DIRECTIVES}`, { q: DIRECTIVES }).promise;
    expect(logged).toEqual([
      expect.stringMatching(/^Content source "source%s%o%c%d%j%%" failed for \{"q":"%s%o%c%d%j%%"\}: Error: down/),
    ]);
  });

  it("prints the source of a request whose filter is ignored literally", async () => {
    const cache = new ContentCache(() => Promise.resolve({ a: 1 }));
    const source = `source${DIRECTIVES}`;
    await cache.load(source, {}).promise;
    expect(cache.read({ source, query: {}, filter: "{ a" })).toEqual({ a: 1 });
    expect(logged).toEqual([expect.stringMatching(/^Ignoring the filter of a "source%s%o%c%d%j%%" request: /)]);
  });

  it("prints a missing block's id and name literally", () => {
    const page = parsePageDefinition({
      uri: "/",
      title: "t",
      layout: "test-layout",
      sections: { main: [{ type: "feature", name: `block${DIRECTIVES}`, id: `id${DIRECTIVES}` }] },
    });
    buildPage(page, createRegistry(fixtureBlocks));
    expect(logged).toEqual([`Page block id${DIRECTIVES}: no feature named "block${DIRECTIVES}" is installed`]);
  });
});
