import type { IncomingHttpHeaders } from "node:http";
import { BlockList, isIP } from "node:net";
import { addAddresses, isListed, normalizeAddress } from "../lib/shared/address-list";

// Who is the client? The socket peer, unless that peer is one of our own proxies
// (TRUSTED_PROXIES): then the X-Forwarded-For chain is walked from the right, skipping
// trusted hops. Headers from anyone else are the client's own words and are ignored.

/** TRUSTED_PROXIES as siteEnv lists it: addresses or CIDR ranges ("10.0.0.0/8"); anything else is ignored. */
export function parseTrustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  if (addAddresses(list, entries) === 0) EMPTY.add(list);
  return list;
}

/** BlockList has no size: remember whether anything was added, so the common case costs nothing. */
const EMPTY = new WeakSet<BlockList>();

export function isTrusted(address: string, trusted: BlockList): boolean {
  return !EMPTY.has(trusted) && isListed(address, trusted);
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
