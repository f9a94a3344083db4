/** @jest-environment node */
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding } from "../src/server/http-body";
import { startFixturePreview } from "./fixtures/preview";

/**
 * The preview serves as a production edge does (issue 27): compressed as the browser accepts, pages and entry
 * scripts revalidated by ETag, hashed chunks kept for a year. Raw HTTP, so the test sees the bytes on the wire.
 */
let server: Server;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startFixturePreview());
}, 60000);

afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** The page's scripts: its entry module and a chunk it imports. */
async function scriptsOf(path: string): Promise<{ entry: string; chunk: string }> {
  const html = (await get(path)).body.toString();
  const sources = [...html.matchAll(/(?:src|href)="(\/pf\/dist\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  const chunk = sources.find((source) => source.includes("/chunks/"));
  const entry = sources.find((source) => !source.includes("/chunks/"));
  if (!chunk || !entry) throw new Error(`no entry and chunk among ${sources.join(", ")}`);
  return { entry, chunk };
}

describe("what the browser may accept", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
    ["", "identity"],
  ])("%j gets %s", (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe("a page", () => {
  it("comes in brotli or gzip as asked, the same HTML either way, and plain to a client that asks for neither", async () => {
    const plain = await get("/islands/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get("/islands/", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    const gzip = await get("/islands/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const nonceless = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(nonceless(brotliDecompressSync(br.body).toString())).toBe(nonceless(plain.body.toString()));
    expect(nonceless(gunzipSync(gzip.body).toString())).toBe(nonceless(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("carries an ETag that stays while the page does (its nonce aside) and answers a revalidation with 304", async () => {
    const first = await get("/islands/");
    const etag = first.headers.etag ?? "";
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/islands/");
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get("/islands/", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    // The copy the browser keeps holds its own nonce; a new policy would refuse its scripts.
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect((await get("/islands/", { "if-none-match": '"another"' })).status).toBe(200);
  });
});

describe("scripts", () => {
  it("keeps a hashed chunk for a year and revalidates an entry, both compressed", async () => {
    const { entry, chunk } = await scriptsOf("/islands/");
    const kept = await get(chunk, { "accept-encoding": "gzip" });
    expect(kept.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const fresh = await get(entry, { "accept-encoding": "br" });
    expect(fresh.headers["cache-control"]).toBe("no-cache");
    expect((await get(entry, { "if-none-match": fresh.headers.etag ?? "" })).status).toBe(304);
    for (const script of [kept, fresh]) {
      const encoding = script.headers["content-encoding"];
      if (encoding === undefined) {
        // Under the size worth compressing.
        expect(script.body.length).toBeLessThan(1024);
      } else {
        const text = (encoding === "br" ? brotliDecompressSync(script.body) : gunzipSync(script.body)).toString();
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });
});
