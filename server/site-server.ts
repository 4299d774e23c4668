import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { BlockList } from "node:net";
import type { Duplex } from "node:stream";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import next from "next";
import { assetOriginsFor, contentSecurityPolicy, securityHeaders } from "../lib/edge/security-headers";
import { cappedUserAgent } from "../lib/edge/user-agent-cap";
import { observeRequest } from "../lib/observability/request-log";
import { analyticsOrigins } from "../lib/shared/analytics";
import { EnvError, parseSiteEnv } from "../lib/shared/env";
import { isMiddlewareFree } from "../lib/shared/middleware-free-paths";
import {
  ALLOWED_METHODS,
  BODY_READ_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  MAX_REQUEST_TARGET_BYTES,
} from "../lib/shared/request-limits";
import { isValidRequestId, newRequestId, REQUEST_ID_HEADER } from "../lib/shared/request-id";
import { STATUS_PAGE_HEADERS, STATUS_PAGES, statusPageHtml, type StatusPage } from "../lib/shared/status-pages";
import { closeWhenOverdue } from "./answer-deadline";
import { clientAddressOf, isTrusted, parseTrustedProxies, requestProtocol } from "./client-address";
import { refusalFor } from "./request-guard";

// `npm start` and `npm run dev` serve the site through this small Node server, built on Next's
// documented custom-server API (next() + getRequestHandler()). It exists for two things Next's
// own server cannot do when it faces visitors directly: decide who the client is (Next keeps any
// X-Forwarded-For a client sends; here forwarding headers count only from TRUSTED_PROXIES), and
// refuse what should never reach a route — oversized headers and targets, bodies on page addresses,
// TRACE, protocol upgrades — with a page of ours instead of Node's bare status line. It cuts long
// user agents before Next reads any, gives the addresses middleware skips a page's security headers,
// and closes answers that never finish. Otherwise it never touches Next's answers.
// In the production kit (deploy/) nginx does both and the instances run Next's standalone server.

const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

function answer(res: ServerResponse, page: StatusPage): void {
  res.writeHead(page.status, {
    ...STATUS_PAGE_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    // A refused body is never read: the connection goes with the answer.
    Connection: "close",
  });
  res.end(statusPageHtml(page));
}

/** A proxy of ours names the request; anyone else's id is replaced (it would be theirs to forge). */
function requestIdFor(peer: string, req: IncomingMessage, trustedProxies: BlockList): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return isTrusted(peer, trustedProxies) && typeof incoming === "string" && isValidRequestId(incoming)
    ? incoming
    : newRequestId();
}

/** Every answer, Next's and ours, is recorded once it is sent (metrics and one log line). */
function recordWhenAnswered(req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const startedAt = performance.now();
  const target = req.url ?? "/";
  res.once("close", () => {
    const cache = res.getHeader("x-nextjs-cache");
    observeRequest({
      method: req.method ?? "GET",
      target,
      // Closed before the answer was complete: the client went away (nginx's 499).
      status: res.writableFinished ? res.statusCode : 499,
      durationMs: performance.now() - startedAt,
      requestId,
      cache: typeof cache === "string" ? cache : null,
    });
  });
}

/** Over the header limit: the request line itself (a pasted search, say) is 414, the rest 431. */
function overflowPage(rawPacket: Buffer | undefined): StatusPage {
  if (!rawPacket || !/^[A-Z]+ \//.test(rawPacket.subarray(0, 16).toString("latin1"))) return STATUS_PAGES[431];
  const lineEnd = rawPacket.indexOf("\r\n");
  return lineEnd === -1 || lineEnd > MAX_REQUEST_TARGET_BYTES ? STATUS_PAGES[414] : STATUS_PAGES[431];
}

/** Node's parser refused the request (headers over MAX_HEADER_BYTES, garbage): answer with our page. */
function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // Node's parser knows a fixed list of methods: TRACK and the like never reach the handler. A
  // request (headers or body) not complete within BODY_READ_TIMEOUT_MS is Node's request timeout.
  const page =
    error.code === "HPE_HEADER_OVERFLOW"
      ? overflowPage(error.rawPacket)
      : error.code === "HPE_INVALID_METHOD"
        ? STATUS_PAGES[405]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? STATUS_PAGES[408]
          : STATUS_PAGES[400];
  const body = statusPageHtml(page);
  socket.end(
    `HTTP/1.1 ${page.status} ${STATUS_CODES[page.status]}\r\n` +
      `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      Object.entries(STATUS_PAGE_HEADERS)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("") +
      `${page.status === 405 ? `Allow: ${ALLOWED_METHODS.join(", ")}\r\n` : ""}Connection: close\r\n\r\n${body}`,
  );
}

async function main() {
  // This server sees every answer whole (its own refusals, Next's cache header): it records the
  // requests, and Next's span recorder and middleware leave them to it (lib/shared/env.ts).
  process.env.REQUEST_RECORDER = "site-server";
  const dev = process.argv.includes("--dev");
  const defaultDir = path.resolve(__dirname, "..");
  // .env files count as the environment (as in Next, which reads them again later), so they
  // are read before the check: a SITE_URL in .env.local must not fail start-up.
  loadEnvConfig(process.env.SITE_DIR || defaultDir, dev);
  const env = parseSiteEnv(process.env, { production: !dev });
  const dir = env.siteDir ?? defaultDir;
  process.env.NEXT_TELEMETRY_DISABLED = "1";

  // Next is not told the listen address: it would build its own origin from it (127.0.0.1)
  // while middleware sees "localhost", and treat its own rewrites as external proxying.
  const app = next({ dev, dir });
  await app.prepare();
  const handle = app.getRequestHandler();
  const trustedProxies = parseTrustedProxies(env.trustedProxies);
  const policy = contentSecurityPolicy(assetOriginsFor(env), analyticsOrigins(env.analytics));

  const options = {
    maxHeaderSize: MAX_HEADER_BYTES,
    // How often Node looks for requests over their timeout (below): by default every 30 s, so a
    // stalled body could be waited for 40 s instead of 10.
    connectionsCheckingInterval: 1_000,
    // Upgrade requests come to the handler below as plain requests, which refuses them at once. Next
    // adds an upgrade listener of its own to this server, which left those it neither serves nor
    // proxies open for good (thousands exhausted the file descriptors). `npm run dev` keeps it: HMR.
    ...(dev ? {} : { shouldUpgradeCallback: () => false }),
  };
  const server = createServer(options, (req: IncomingMessage, res: ServerResponse) => {
    const peer = req.socket.remoteAddress ?? "";
    const requestId = requestIdFor(peer, req, trustedProxies);
    recordWhenAnswered(req, res, requestId);
    closeWhenOverdue(res);
    res.setHeader("X-Request-Id", requestId);
    const refusal = refusalFor(req.method, req.url, req.headers);
    if (refusal) return answer(res, refusal);
    // From here on Next (and the /api proxy) see only what this server established.
    req.headers[REQUEST_ID_HEADER] = requestId;
    // Cut before Next's bot test, which runs on the addresses middleware skips too (middleware's cut
    // reaches only the requests it sees).
    const userAgent = cappedUserAgent(req.headers["user-agent"] ?? null);
    if (userAgent !== null) req.headers["user-agent"] = userAgent;
    const protocol = requestProtocol(peer, "encrypted" in req.socket, req.headers, trustedProxies);
    const clientAddress = clientAddressOf(peer, req.headers, trustedProxies);
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
    req.headers["x-forwarded-for"] = clientAddress;
    req.headers["x-forwarded-proto"] = protocol;
    // Middleware sets these on every page; where it does not run, a 404 is a page too.
    if (isMiddlewareFree(req.url!.split("?")[0])) {
      for (const [name, value] of Object.entries(securityHeaders(policy, protocol === "https")))
        res.setHeader(name, value);
    }
    void handle(req, res);
  });
  server.on("clientError", answerClientError);
  // A body that has not arrived by then is not waited for (answered 408 above, and closed).
  server.requestTimeout = BODY_READ_TIMEOUT_MS;
  server.headersTimeout = BODY_READ_TIMEOUT_MS;
  server.keepAliveTimeout = 65_000;
  server.listen(env.port, env.hostname, () => console.log(`Site: http://localhost:${env.port}${dev ? " (dev)" : ""}`));

  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? `Cannot start the site: ${error.message}` : error);
  process.exit(1);
});
