import type { FastifyRequest } from "fastify";
import { isIP } from "node:net";

/** What a forwarded "address" that is not an IP counts as: one shared budget, never whitelisted. */
export const UNPARSEABLE_CLIENT = "unparseable";

/**
 * The client's IP for throttling: request.ip is the socket peer, or, when that peer is a trusted
 * proxy (Fastify's trustProxy), the right-most X-Forwarded-For entry that is not itself a trusted
 * proxy. IPv4-mapped IPv6 addresses ("::ffff:1.2.3.4") are written as IPv4.
 */
export function clientIp(request: FastifyRequest): string {
  const ip = request.ip ?? "";
  if (!isIP(ip)) return UNPARSEABLE_CLIENT;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}
