/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * `npm start` as a reader meets it: the real runtime (tsx, ES modules, fusion:* mapped by
 * tsconfig.node.json), not jest's. The demo page must carry every block's HTML, and scripts only for what
 * hydrates (the runtime, the layout, the chains): static features ship none.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

let child: ChildProcess;
let origin: string;
let output = "";

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group, so the server npm starts (a grandchild) goes down with it.
  child = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60000;
  while (!output.includes("Broadsheet preview on")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 70000);

afterAll(async () => {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
});

describe("npm start", () => {
  it("serves the demo page with the layout, its chains and the headline, and no static feature's code", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const block of [
      "b-right-rail",
      "b-single-chain",
      "b-double-chain",
      "b-top-table-list",
      "b-large-promo",
      "b-large-manual-promo",
    ]) {
      expect(html).toContain(block);
    }
    expect(html).toContain("b-links-bar");
    // The styled components' styles, hoisted into the head (none left in the page body).
    expect(html).toMatch(/<head>.*<style data-precedence="bs" data-href="[^"]*bs-links-bar-.*<\/head>/s);
    expect(html.split('<div id="fusion-app">')[1]).not.toContain("<style");
    expect(html).toContain('<script type="module" src="/pf/dist/components/combinations/runtime.js" nonce="');
    expect(html).toContain(
      '<link rel="modulepreload" href="/pf/dist/components/combinations/blocks/layouts/right-rail.js" nonce="',
    );
    expect(html).toContain(
      '<link rel="modulepreload" href="/pf/dist/components/combinations/blocks/chains/double-chain.js" nonce="',
    );
    expect(html).not.toMatch(/features\/(hello-world|headline|[a-z-]*promo|top-table-list)/);
    expect(output).not.toContain("failed on the server");
  });

  it("serves the other layouts and the French site", async () => {
    const article = await (await fetch(`${origin}/politics/2026/11/20/the-long-read/`)).text();
    expect(article).toContain("b-right-rail-advanced");
    expect(article).toMatch(
      /<h1[^>]*b-headline[^>]*>Inside the quiet fight to fix the county&#x27;s ballot machines<\/h1>/,
    );
    expect(await (await fetch(`${origin}/single-column/`)).text()).toContain("b-single-column");
    const french = await (await fetch(`${origin}/?_website=le-quotidien`)).text();
    expect(french).toMatch(/<html lang="fr"/);
    expect(french).toContain("Aller au contenu principal");
    expect(output).not.toContain("failed on the server");
  });
});
