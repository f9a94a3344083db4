import type { IncomingMessage } from "node:http";

/** Loopback peers: IPv4's 127/8 (also as IPv6-mapped), and IPv6's ::1. */
function isLoopbackAddress(address: string | undefined): boolean {
  return address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address ?? "");
}

/** Names that only ever reach this machine: localhost and its subdomains (RFC 6761), 127/8 and [::1], any port. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * Whether a request to the builder may be answered: the builder writes the repo's pages folder, so it serves this
 * machine alone. A preview started on every interface (HOST=0.0.0.0, to try it from a phone) keeps the builder
 * from the network; and the Host must be a loopback name, so a site whose name an attacker re-points at 127.0.0.1
 * (DNS rebinding, where Origin and Host agree) cannot reach it from a reader's browser either.
 */
export function fromThisMachine(request: IncomingMessage): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackHost(request.headers.host);
}
