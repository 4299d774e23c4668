/** Return addresses that leave the site whatever origin is allowed (the audit's payloads and their encodings). */
export const OFF_SITE_ADDRESSES = [
  "https://evil.com/steal",
  "http://evil.com",
  "HTTPS://EVIL.COM",
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  "%2F%2Fevil.com",
  "/%2F/evil.com",
  "/%5Cevil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "javascript:alert(1)",
  "data:text/html,x",
  "http:evil.com",
  "https:/evil.com",
];

/**
 * Return addresses with a character no Location header may carry (non-ASCII: look-alike slashes,
 * ideographic full stops, plain Chinese): browsers would read some of them as another host, and
 * the redirect itself cannot be sent (Node refuses the header: a 500).
 */
export const NON_ASCII_ADDRESSES = [
  "/／127.0.0.2:3599/",
  "/\uff3cevil.com",
  "/\u2215evil.com",
  "/。evil.com",
  "/login/callback?redirect=/会员",
  "/\u00e9",
  "/\u0080",
];
