import type { IncomingHttpHeaders } from "node:http";
import { BlockList, isIP } from "node:net";

// Who is the client? The socket peer, unless that peer is one of our own proxies
// (TRUSTED_PROXIES): then the X-Forwarded-For chain is walked from the right, skipping
// trusted hops. Headers from anyone else are the client's own words and are ignored.

export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/** TRUSTED_PROXIES as siteEnv lists it: addresses or CIDR ranges ("10.0.0.0/8"); anything else is ignored. */
export function parseTrustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  let added = false;
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, bits] = entry.split("/");
    const family = isIP(normalizeAddress(address));
    if (!family) continue;
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(normalizeAddress(address), type);
    else if (/^\d{1,3}$/.test(bits)) list.addSubnet(normalizeAddress(address), Number(bits), type);
    else continue;
    added = true;
  }
  if (!added) EMPTY.add(list);
  return list;
}

/** BlockList has no size: remember whether anything was added, so the common case costs nothing. */
const EMPTY = new WeakSet<BlockList>();

export function isTrusted(address: string, trusted: BlockList): boolean {
  if (EMPTY.has(trusted)) return false;
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  return family !== 0 && trusted.check(normalized, family === 6 ? "ipv6" : "ipv4");
}

export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let client = normalizeAddress(socketAddress);
  const chain = (forwardedFor ?? "")
    .split(",")
    .map(normalizeAddress)
    .filter((hop) => isIP(hop) !== 0);
  while (isTrusted(client, trusted) && chain.length > 0) client = chain.pop()!;
  return client;
}

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);

/**
 * https when the socket is TLS, or when one of our proxies says the client used it. A proxy
 * appends what it saw to whatever the client sent, so only the right-most value is its own.
 */
export function requestProtocol(
  socketAddress: string,
  encrypted: boolean,
  headers: IncomingHttpHeaders,
  trusted: BlockList,
): "http" | "https" {
  if (encrypted) return "https";
  if (!headers["x-forwarded-proto"] || !isTrusted(socketAddress, trusted)) return "http";
  return firstValue(headers["x-forwarded-proto"])?.split(",").pop()?.trim() === "https" ? "https" : "http";
}

export function clientAddressOf(socketAddress: string, headers: IncomingHttpHeaders, trusted: BlockList): string {
  return resolveClientAddress(socketAddress, firstValue(headers["x-forwarded-for"]), trusted);
}
