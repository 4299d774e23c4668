import { BlockList } from "node:net";
import { addAddresses, isListed } from "../shared/address-list";

// Who may read /metrics: loopback, and the addresses and ranges of METRICS_ALLOW (a Prometheus
// host). The client is the one address the front of the site established: nginx's
// X-Forwarded-For ($remote_addr), npm start's entry point (the socket, or a trusted proxy's word),
// or Next itself (the socket) when a scraper reaches an instance directly. Anything else in that
// header (a list, a name) is not an address we set, and is refused.

export function metricsAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  list.addSubnet("127.0.0.0", 8, "ipv4");
  list.addAddress("::1", "ipv6");
  addAddresses(list, entries);
  return list;
}

export function mayReadMetrics(forwardedFor: string | null, allowed: BlockList): boolean {
  return forwardedFor !== null && isListed(forwardedFor, allowed);
}
