import { BlockList, isIP } from "node:net";

// Lists of IP addresses and CIDR ranges from settings (TRUSTED_PROXIES, METRICS_ALLOW), and the
// test whether an address is on one. IPv4-mapped IPv6 ("::ffff:10.0.0.1") counts as its IPv4.

export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/** Adds each address or range ("10.0.0.0/8") to `list`; entries that are neither are skipped. Returns how many were added. */
export function addAddresses(list: BlockList, entries: readonly string[]): number {
  let added = 0;
  for (const raw of entries) {
    const [address, bits] = raw.trim().split("/");
    const normalized = normalizeAddress(address);
    const family = isIP(normalized);
    if (!family) continue;
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(normalized, type);
    else if (/^\d{1,3}$/.test(bits)) list.addSubnet(normalized, Number(bits), type);
    else continue;
    added += 1;
  }
  return added;
}

/** Whether `address` (one address, not a list or a name) is on `list`. */
export function isListed(address: string, list: BlockList): boolean {
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  return family !== 0 && list.check(normalized, family === 6 ? "ipv6" : "ipv4");
}
