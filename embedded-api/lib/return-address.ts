// The one rule for return addresses (s_url / f_url): where a browser is sent after QQ consent,
// the cashier or face verification, often carrying a login_code. Following an address the
// caller chose would hand that code to anyone, so only two shapes are accepted:
//   (a) a path on this API itself: "/…", never "//…", after any amount of percent-decoding;
//   (b) an absolute http(s) URL whose origin is the API's own or on the allow-list.

export const MSG_BAD_RETURN_ADDRESS = "非法的回调地址";

export interface ReturnAddressRule {
  /** Origin of the API itself (config `url`). */
  selfOrigin: string;
  /** Further origins a browser may be sent back to (the site): EMBEDDED_API_ALLOWED_ORIGINS plus SITE_URL. */
  allowedOrigins: readonly string[];
}

// Backslashes count as slashes in browsers, and browsers drop tabs and newlines inside URLs,
// so "/\evil.com" and "/\t/evil.com" both become "//evil.com". Whitespace and invisible
// characters have no business in a return address at all.
const UNSAFE_CHARACTER = /[\\\s\p{Cc}\p{Cf}]/u;
// The address goes out as a Location header, which carries ASCII only (Node refuses anything else:
// the redirect would be a 500, "／" for "/" the probe's case). Non-ASCII text in an address is
// percent-encoded.
const NON_ASCII = /[^\x00-\x7f]/;
// scheme://host[:port] with no userinfo, then a path, query, fragment or nothing. The WHATWG
// parser also accepts "http:evil.com" and "https:/evil.com", which this refuses.
const ABSOLUTE_HTTP = /^https?:\/\/[^/?#@]+(?:[/?#]|$)/i;
const MAX_DECODE_ROUNDS = 4;

/** Percent-decodes until nothing changes; null when malformed or still changing after a few rounds. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

const isLocalPathForm = (form: string) =>
  form.startsWith("/") && !form.startsWith("//") && !UNSAFE_CHARACTER.test(form);

function isLocalPath(value: string): boolean {
  const decoded = fullyDecoded(value);
  return decoded !== null && isLocalPathForm(value) && isLocalPathForm(decoded);
}

function isAllowedAbsolute(value: string, rule: ReturnAddressRule): boolean {
  if (UNSAFE_CHARACTER.test(value) || !ABSOLUTE_HTTP.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.origin === rule.selfOrigin || rule.allowedOrigins.includes(url.origin);
}

/** Whether the browser may be sent to `value` (a path on this API or an allowed origin). */
export function isAllowedReturnAddress(value: string, rule: ReturnAddressRule): boolean {
  return !NON_ASCII.test(value) && (isLocalPath(value) || isAllowedAbsolute(value, rule));
}

/** Every origin a page of this API may send the browser to (for CSP form-action). */
export function returnOrigins(rule: ReturnAddressRule): string[] {
  return [...new Set([rule.selfOrigin, ...rule.allowedOrigins])];
}

/** "https://Site.Example/" → "https://site.example"; throws for anything but a bare http(s) origin. */
export function parseOrigin(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  const bare = url && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !bare || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`"${value}" is not an http(s) origin such as https://www.example.com`);
  }
  return url.origin;
}
