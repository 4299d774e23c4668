// Which visitors are phones: the one rule, read by middleware (H5 forwarding, lib/shared/h5-redirect.ts)
// and written into the nginx kit's map (deploy/render-nginx-conf.ts), so the edge keeps phones' copies
// of a page apart exactly where the site treats them differently. Both sides apply it to the first
// MAX_USER_AGENT_BYTES of the header (lib/shared/request-limits.ts).
//
// The pattern is a plain alternation that means the same to JavaScript and to nginx's PCRE
// (case-insensitive). Tablets (iPad, Android without "Mobile") keep the PC site: it fits them.
// Crawlers are treated like the device they announce (Google's guidance for separate mobile URLs): a
// smartphone crawler (Googlebot smartphone, Baiduspider's mobile agent: Android…Mobile, iPhone) is a
// phone and follows phones to the H5 twin; a desktop crawler gets the PC page and its annotations
// (lib/server/mobile-twin.ts). lib/__tests__/phone-user-agent.test.ts checks the rule against
// ua-parser-js on real user agents.

export const PHONE_USER_AGENT_PATTERN =
  "iphone|ipod|android.*mobile|windows phone|iemobile|blackberry|bb10|opera mini|harmonyos.*mobile|mobile safari";

const PHONE = new RegExp(PHONE_USER_AGENT_PATTERN, "i");

export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE.test(userAgent);
}
