import { BlockList, isIP } from "node:net";

/** Whether an address is in a list of IPs and CIDR ranges (IPv4-mapped IPv6 addresses match their IPv4 entries). */
export type IpMatcher = (address: string | undefined) => boolean;

/** Parses "127.0.0.1, ::1, 10.0.0.0/8" entries into a matcher; throws for an entry that is neither. */
export function ipMatcher(entries: readonly string[]): IpMatcher {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.trim().split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixLength = prefix === undefined ? bits : Number(prefix);
    if (!family || rest.length > 0 || !/^\d{1,3}$/.test(prefix ?? String(bits)) || prefixLength > bits) {
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    }
    list.addSubnet(address, prefixLength, family === 4 ? "ipv4" : "ipv6");
  }
  return (address) => {
    const family = address ? isIP(address) : 0;
    return family !== 0 && list.check(address as string, family === 4 ? "ipv4" : "ipv6");
  };
}
