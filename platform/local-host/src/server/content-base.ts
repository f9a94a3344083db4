import type { IncomingMessage } from "node:http";

/**
 * The preview's own origin as this request reached it: the content base its server-side content sources
 * fetch from, so they reach the fake Arc the preview mounts over loopback, whatever port it listens on.
 * Undefined without a socket (a request made by hand in a test, or one whose connection is gone): the
 * sources then use fusion:environment's CONTENT_BASE.
 */
export function contentBaseOf(request: IncomingMessage): string | undefined {
  const socket: Partial<IncomingMessage["socket"]> = request.socket ?? {};
  const { localAddress, localPort } = socket;
  if (!localAddress || !localPort) return undefined;
  const host = localAddress.includes(":") ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}
