import "server-only";
import { BlockList, isIP } from "node:net";

// MeEdu builds the links browsers follow (logo, agreement pages, player cover, the cashier's pay_url)
// from its admin setting 「API访问地址」 (app.url, config `url`); left empty, from the Host it was
// reached with, which for this site is MEEDU_API_URL: often an address only the site's server can
// reach. Nothing fails on the server, so say it once in the log.

const PRIVATE_RANGES = new BlockList();
for (const [network, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  PRIVATE_RANGES.addSubnet(network, bits, "ipv4");
}
PRIVATE_RANGES.addAddress("::", "ipv6");
PRIVATE_RANGES.addAddress("::1", "ipv6");
PRIVATE_RANGES.addSubnet("fc00::", 7, "ipv6");
PRIVATE_RANGES.addSubnet("fe80::", 10, "ipv6");

/** Names that never resolve on the public internet (RFC 6761/6762, Docker and Kubernetes service names). */
const INTERNAL_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".intranet", ".home.arpa"];

/** A loopback, private or link-local address, or a name only a local network resolves. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
  const address = mapped ?? host;
  const family = isIP(address);
  if (family) return PRIVATE_RANGES.check(address, family === 6 ? "ipv6" : "ipv4");
  if (host === "localhost" || !host.includes(".")) return true;
  return INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

function originOf(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export interface MediaOriginFacts {
  /** Config `url` as MeEdu sends it: "" while 「API访问地址」 is empty. */
  configUrl: string;
  /** A link MeEdu built with route() (config `user_protocol`): it shows the Host MeEdu used. */
  builtLink: string;
  meeduApiUrl: string;
  siteUrl: string;
}

const ADVICE = "请在 MeEdu 后台「系统配置 → 系统 → API访问地址」填写后端的公网地址。";

/** Why visitors' browsers would be sent to an internal address for MeEdu's media and links; null when all looks public. */
export function internalMediaOriginProblem(facts: MediaOriginFacts): string | null {
  const site = originOf(facts.siteUrl);
  // A site on localhost or an intranet: its visitors reach internal addresses too.
  if (!site || isInternalHost(site.hostname)) return null;
  const consequence = `，而站点 SITE_URL 为 ${site.origin}：访客的浏览器打不开 logo、协议链接、播放器封面和支付页。`;

  if (facts.configUrl.trim()) {
    const configured = originOf(facts.configUrl);
    if (!configured || !isInternalHost(configured.hostname)) return null;
    return `MeEdu 配置的 url（「API访问地址」）为内网地址 ${configured.origin}${consequence}${ADVICE}`;
  }
  const reached = originOf(facts.builtLink) ?? originOf(facts.meeduApiUrl);
  if (!reached || !isInternalHost(reached.hostname)) return null;
  return `MeEdu 的「API访问地址」未填写，它按站点访问它的地址 ${reached.origin} 生成链接，这是内网地址${consequence}${ADVICE}`;
}

let checked = false;

/** On the first config read of this process: one console.warn when the media origin looks internal. */
export function warnOnceAboutMediaOrigin(facts: MediaOriginFacts): void {
  if (checked) return;
  checked = true;
  const problem = internalMediaOriginProblem(facts);
  if (problem) console.warn(`[配置] ${problem}`);
}
