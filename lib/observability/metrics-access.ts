import { BlockList, isIP } from "node:net";

// Who may read /metrics: loopback, and the addresses and ranges of METRICS_ALLOW (a Prometheus
// host). The client is the one address the front of the site established: nginx's
// X-Forwarded-For ($remote_addr), npm start's entry point (the socket, or a trusted proxy's word),
// or Next itself (the socket) when a scraper reaches an instance directly. Anything else in that
// header (a list, a name) is not an address we set, and is refused.

const unmapped = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

export function metricsAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  list.addSubnet("127.0.0.0", 8, "ipv4");
  list.addAddress("::1", "ipv6");
  for (const entry of entries) {
    const [address, bits] = entry.split("/");
    const type = isIP(unmapped(address)) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(unmapped(address), type);
    else list.addSubnet(unmapped(address), Number(bits), type);
  }
  return list;
}

export function mayReadMetrics(forwardedFor: string | null, allowed: BlockList): boolean {
  if (!forwardedFor) return false;
  const address = unmapped(forwardedFor);
  const family = isIP(address);
  return family !== 0 && allowed.check(address, family === 6 ? "ipv6" : "ipv4");
}
