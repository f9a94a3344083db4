/**
 * The origin the proof's pages are served from, as a site's domain would be: the rendered HTML, the client
 * bundle, the site's resources and, for every other path, the fake Arc (content, identity, sales, resizer),
 * which a Fusion site reaches on its own domain or through its proxies.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { FIXTURE_SUBSCRIPTIONS } from "@broadsheet/fake-arc";
import { createNodeFakeArc, nodeAdapter } from "@broadsheet/fake-arc/node";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

export interface PageServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * `mounts`: URL prefix → folder. A path that leaves its folder, or names no file, falls through to the fake,
 * whose signing service answers the bundle's server with `accessToken` (its ARC_ACCESS_TOKEN) and nobody else.
 */
export async function startPageServer(mounts: Record<string, string>, accessToken: string): Promise<PageServer> {
  const answerFromFake = nodeAdapter(createNodeFakeArc({ subscriptions: FIXTURE_SUBSCRIPTIONS }), {
    serverToken: accessToken,
  });
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://proof.invalid").pathname);
    if (path === "/favicon.ico") {
      // Every site has one; the browser asks for it whatever the page says.
      response.writeHead(204);
      response.end();
      return;
    }
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue;
      const file = normalize(join(dir, path.slice(prefix.length)));
      if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
        response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
        response.end(readFileSync(file));
        return;
      }
    }
    answerFromFake(request, response)
      .then((answered) => {
        if (answered) return;
        response.writeHead(404, { "content-type": "text/plain" });
        response.end("not found");
      })
      .catch((error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
