// Fills deploy/nginx.conf.template: the deployment's values (addresses, folders) from the caller,
// and everything that must agree with the site (the phone test, request limits, session cookies,
// methods, the Retry-After) from the site's own modules. From the shell:
//   npx tsx deploy/render-nginx-conf.ts <out> LISTEN=80 UPSTREAMS=10.0.0.2:3000,10.0.0.3:3000 \
//     STATIC_ROOT=/srv/meedu/static CACHE_DIR=/var/cache/nginx/meedu \
//     RUNTIME_DIR=/run/meedu-nginx [REAL_IP_FROM=173.245.48.0/20,…] [ACCESS_LOG=/var/log/nginx/meedu.json]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REQUEST_TIMEOUT_MS } from "../lib/api/request-deadline";
import { contentSecurityPolicy, securityHeaders } from "../lib/edge/security-headers";
import { MIDDLEWARE_FREE_PREFIXES } from "../lib/shared/middleware-free-paths";
import { PHONE_USER_AGENT_PATTERN } from "../lib/shared/phone-user-agent";
import {
  ALLOWED_METHODS,
  BODY_READ_TIMEOUT_MS,
  MAX_API_BODY_BYTES,
  MAX_HEADER_BYTES,
  MAX_REQUEST_TARGET_BYTES,
  MAX_USER_AGENT_BYTES,
  NEXT_INTERNAL_QUERY_PREFIXES,
  ROUTER_QUERY_NAME,
  ROUTER_REQUEST_HEADERS,
} from "../lib/shared/request-limits";
import {
  RETRY_AFTER_SECONDS,
  STATUS_PAGE_HEADERS,
  STATUS_PAGES,
  statusPageHtml,
  type StatusPage,
} from "../lib/shared/status-pages";
import { SESSION_COOKIE_SPELLINGS } from "../lib/shared/cookie-names";

export interface NginxConfValues {
  LISTEN: string;
  /** Comma-separated host:port of the site instances. */
  UPSTREAMS: string;
  /** The build's .next/static folder. */
  STATIC_ROOT: string;
  CACHE_DIR: string;
  RUNTIME_DIR: string;
  /** Comma-separated CIDR ranges of a CDN in front of nginx whose X-Forwarded-For is believed. */
  REAL_IP_FROM?: string;
  /** Where the JSON access log goes (default RUNTIME_DIR/access.log; /dev/stdout in a container). */
  ACCESS_LOG?: string;
}

/** How long the edge serves a copy before refreshing it in the background. */
export const EDGE_TTL_SECONDS = 3;

/**
 * How the edge sends a stored page, and the static limit in bench/static-nginx.ts sends its copy. A
 * stored page is tens of KB starting mid-file, after its stored headers: read into memory and written,
 * it goes out faster than through sendfile (bench: ~90 % of a static file's rate instead of ~70 %).
 * The hot pages' files stay open between visits, checked each second (a refreshed copy is a new file).
 */
export const PAGE_TRANSFER = ["sendfile off;", "open_file_cache max=512 inactive=60s;", "open_file_cache_valid 1s;"];

/** How long nginx waits for an instance's answer: one render deadline and the time to send its error page. */
const UPSTREAM_READ_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 500;

/**
 * How long a visitor waits at the cache lock for another's render of the same page, and how long
 * that render holds the lock: one render deadline, never more. A render that took it all timed out,
 * and the backend pause it began is every instance's by then (lib/server/shared-backend-pause.ts),
 * so a waiter nginx passes on is answered at once instead of waiting a deadline of its own.
 */
const CACHE_LOCK_MS = REQUEST_TIMEOUT_MS;

const indent = (text: string, spaces: number) =>
  text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => `${" ".repeat(spaces)}${line}`)
    .join("\n");

function realIp(ranges: string | undefined): string {
  const list = (ranges ?? "")
    .split(",")
    .map((range) => range.trim())
    .filter(Boolean);
  if (list.length === 0) return "  # No CDN in front: the client is the peer nginx sees.";
  return [
    ...list.map((range) => `  set_real_ip_from ${range};`),
    "  real_ip_header X-Forwarded-For;",
    "  real_ip_recursive on;",
  ].join("\n");
}

/**
 * A regex for a query parameter name as it stands in nginx's $args, undecoded: Next reads names
 * percent-decoded and nginx cannot decode in a map, so each character counts as written or
 * percent-encoded (its hex digits in either case): "_rsc" matches "_%72sc" and "%5F%72%73%63" too.
 */
export function undecodedSpelling(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`"${name}" is not a plain parameter name`);
  return [...name]
    .map((character) => {
      const hex = character.charCodeAt(0).toString(16).padStart(2, "0");
      const digits = [...hex].map((digit) => (/[a-f]/.test(digit) ? `[${digit.toUpperCase()}${digit}]` : digit));
      return `(?:${character}|%${digits.join("")})`;
    })
    .join("");
}

/**
 * The page security headers (lib/edge/security-headers.ts) for the addresses middleware skips: the
 * instances answer them without, and nginx serves the build files itself; a 404 there is a page
 * too. nginx does not know the deployment's asset origins, so its policy is the site's with none
 * (at worst, a missing file's 404 page shows no picture from a CDN). HSTS only over https, as the site.
 */
export const MIDDLEWARE_FREE_HEADERS = securityHeaders(contentSecurityPolicy([]), true);

const headerVariable = (name: string) => `$meedu_free_${name.toLowerCase().replace(/-/g, "_")}`;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One map per header: its value on a middleware-free address (HSTS: over https only), else empty (not sent). */
function middlewareFreeHeaderMaps(): string {
  const pattern = `^(?:${MIDDLEWARE_FREE_PREFIXES.map(escapeRegex).join("|")})`;
  return [
    `  map $uri $meedu_middleware_free {\n    "~${pattern}" 1;\n    default 0;\n  }`,
    ...Object.entries(MIDDLEWARE_FREE_HEADERS).map(([name, value]) => {
      const [source, key] =
        name === "Strict-Transport-Security"
          ? ['"$meedu_middleware_free$scheme"', "1https"]
          : ["$meedu_middleware_free", "1"];
      if (value.includes('"')) throw new Error(`${name} must not contain a double quote`);
      return `  map ${source} ${headerVariable(name)} {\n    ${key} "${value}";\n    default "";\n  }`;
    }),
  ].join("\n");
}

/** nginx's own codes for what the site calls 431 (headers too large). */
const NGINX_CODES: Record<number, number[]> = { 431: [494], 503: [500, 502, 503, 504] };

/**
 * One internal location per status page (error_page is declared at server level only: nginx does
 * not inherit it into a location that declares its own), answering with the page itself: nothing to read from
 * disk, and a refused upload is not read to serve its error page. (Named locations would be
 * simpler, but nginx cannot redirect a request whose line it refused, 414, to one.)
 */
function statusPages(): string {
  return Object.values(STATUS_PAGES)
    .map((page: StatusPage) => {
      const html = statusPageHtml(page).replace(/\n/g, "");
      if (html.includes("'") || html.includes("$")) throw new Error("status page HTML must not contain ' or $");
      const codes = NGINX_CODES[page.status] ?? [page.status];
      return [
        ...(codes.length ? [`    error_page ${codes.join(" ")} =${page.status} /_status/${page.status};`] : []),
        `    location = /_status/${page.status} {`,
        "      internal;",
        '      default_type "text/html; charset=utf-8";',
        ...Object.entries(STATUS_PAGE_HEADERS).map(([name, value]) => `      add_header ${name} "${value}" always;`),
        "      add_header X-Request-Id $request_id always;",
        ...(page.status === 503 ? [`      add_header Retry-After ${RETRY_AFTER_SECONDS} always;`] : []),
        ...(page.status === 405 ? [`      add_header Allow "${ALLOWED_METHODS.join(", ")}" always;`] : []),
        // The status comes from error_page (=code); the body from here.
        `      return 200 '${html}';`,
        "    }",
      ].join("\n");
    })
    .join("\n");
}

export function renderNginxConf(values: NginxConfValues): string {
  const template = readFileSync(path.join(__dirname, "nginx.conf.template"), "utf8");
  const proxyHeaders = readFileSync(path.join(__dirname, "nginx.proxy-headers.conf"), "utf8");
  const filled: Record<string, string> = {
    ...values,
    UPSTREAMS: values.UPSTREAMS.split(",")
      .map((address) => `    server ${address.trim()};`)
      .join("\n"),
    REAL_IP: realIp(values.REAL_IP_FROM),
    ACCESS_LOG: values.ACCESS_LOG ?? `${values.RUNTIME_DIR}/access.log`,
    // A file is written in 64 KB batches; a stream (stdout) cannot be buffered.
    ACCESS_LOG_BUFFER: values.ACCESS_LOG?.startsWith("/dev/") ? "" : " buffer=64k flush=1s",
    HEADER_BUFFERS: `${MAX_HEADER_BYTES / MAX_REQUEST_TARGET_BYTES} ${MAX_REQUEST_TARGET_BYTES / 1024}k`,
    BODY_TIMEOUT: `${BODY_READ_TIMEOUT_MS / 1000}s`,
    MAX_API_BODY: `${MAX_API_BODY_BYTES / (1024 * 1024)}m`,
    MAX_USER_AGENT_BYTES: String(MAX_USER_AGENT_BYTES),
    PHONE_PATTERN: PHONE_USER_AGENT_PATTERN,
    SESSION_COOKIES: SESSION_COOKIE_SPELLINGS.join("|"),
    ALLOWED_METHODS: ALLOWED_METHODS.join("|"),
    STATUS_PAGES: statusPages(),
    EDGE_TTL: `${EDGE_TTL_SECONDS}s`,
    NEXT_INTERNAL_QUERY: `(?:${NEXT_INTERNAL_QUERY_PREFIXES.map(undecodedSpelling).join("|")})`,
    ROUTER_HEADER_VARIABLES: ROUTER_REQUEST_HEADERS.map((name) => `$http_${name.replace(/-/g, "_")}`).join(""),
    ROUTER_QUERY_PATTERN: undecodedSpelling(ROUTER_QUERY_NAME),
    UPSTREAM_READ_TIMEOUT: `${UPSTREAM_READ_TIMEOUT_MS}ms`,
    CACHE_LOCK: `${CACHE_LOCK_MS}ms`,
    PAGE_TRANSFER: indent(PAGE_TRANSFER.join("\n"), 6),
    MIDDLEWARE_FREE_HEADER_MAPS: middlewareFreeHeaderMaps(),
    // An empty value sends no header: on every other address these add nothing.
    MIDDLEWARE_FREE_HEADERS: Object.keys(MIDDLEWARE_FREE_HEADERS)
      .map((name) => `      add_header ${name} ${headerVariable(name)} always;`)
      .join("\n"),
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
      if (filled[key] === undefined) throw new Error(`nginx.conf: no value for ${key}`);
      return filled[key];
    });
  filled.PROXY_HEADERS = fill(indent(proxyHeaders, 6));
  return fill(template);
}

/** The compose kit's configuration (deploy/nginx.compose.conf), rendered from the same template. */
export const COMPOSE_VALUES: NginxConfValues = {
  LISTEN: "80",
  UPSTREAMS: "site:3000",
  STATIC_ROOT: "/srv/meedu/static",
  CACHE_DIR: "/var/cache/nginx/meedu",
  RUNTIME_DIR: "/tmp",
  ACCESS_LOG: "/dev/stdout",
};

/** deploy/nginx.compose.conf is this output, committed; `npx tsx deploy/render-nginx-conf.ts --compose` rewrites it. */
export const COMPOSE_CONF = path.join(__dirname, "nginx.compose.conf");

if (require.main === module && process.argv[2] === "--compose") {
  writeFileSync(COMPOSE_CONF, renderNginxConf(COMPOSE_VALUES));
} else if (require.main === module) {
  const [out, ...pairs] = process.argv.slice(2);
  const values = Object.fromEntries(
    pairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
  ) as unknown as NginxConfValues;
  writeFileSync(out, renderNginxConf(values));
}
