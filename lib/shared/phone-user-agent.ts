// Which visitors are phones: the one rule, read by middleware (H5 forwarding, lib/shared/h5-redirect.ts)
// and written into the nginx kit's map (deploy/render-nginx-conf.ts), so the edge keeps phones' copies
// of a page apart exactly where the site treats them differently. Both sides apply it to the first
// MAX_USER_AGENT_BYTES of the header (lib/shared/request-limits.ts).
//
// The patterns are plain alternations that mean the same to JavaScript and to nginx's PCRE
// (case-insensitive). Tablets (iPad, Android without "Mobile") keep the PC site: it fits them.
// lib/__tests__/phone-user-agent.test.ts checks the rule against ua-parser-js on real user agents.

export const PHONE_USER_AGENT_PATTERN =
  "iphone|ipod|android.*mobile|windows phone|iemobile|blackberry|bb10|opera mini|harmonyos.*mobile|mobile safari";

/** Crawlers get the PC site so that it is indexed, even those that announce a phone. */
export const CRAWLER_USER_AGENT_PATTERN = "bot|spider|crawl|slurp";

const PHONE = new RegExp(PHONE_USER_AGENT_PATTERN, "i");
const CRAWLER = new RegExp(CRAWLER_USER_AGENT_PATTERN, "i");

export function isPhoneUserAgent(userAgent: string): boolean {
  return Boolean(userAgent) && !CRAWLER.test(userAgent) && PHONE.test(userAgent);
}
