import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import next from "next";
import { EnvError, parseSiteEnv } from "../lib/shared/env";
import { registerPageCachePurge } from "../lib/server/page-cache-purge";
import { cacheKeyFor, isPageKey } from "./cache-policy";
import { clientAddressOf, parseTrustedProxies, requestProtocol } from "./client-address";
import { Admission } from "./admission";
import { markOutages, RETRY_AFTER_SECONDS } from "./outage-status";
import { PageCacheFront } from "./page-cache-front";
import { connectPurgeChannel } from "./purge-channel";
import { applySecurityHeaders, contentSecurityPolicy, securitySettingsFor } from "./security-headers";
import { hasMalformedPath } from "./request-path";
import { StaticFiles } from "./static-files";

// The site's HTTP entry point, in front of Next: it decides who the client is (never
// trusting forwarding headers from strangers), adds the security headers, refuses broken
// paths and oversized API bodies, serves what is the same for everyone from memory, and
// turns server-side page failures into 503 + Retry-After. Everything else is Next's.

const API_BODY_LIMIT = 3 * 1024 * 1024;
const ADMISSION_WAIT_MS = 10_000;
const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(message);
}

async function main() {
  const dev = process.argv.includes("--dev");
  const defaultDir = path.resolve(__dirname, "..");
  // .env files count as the environment (as in Next, which reads them again later), so they
  // are read before the check: a SITE_URL in .env.local must not fail start-up.
  loadEnvConfig(process.env.SITE_DIR || defaultDir, dev);
  const env = parseSiteEnv(process.env, { production: !dev });
  const dir = env.siteDir ?? defaultDir;
  const { port, hostname } = env;
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  if (!dev) {
    // The build's resolved config (what .next/standalone/server.js uses): no next.config needed at run time.
    const serverFiles = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8"));
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(serverFiles.config);
  }

  // Next is not told the listen address: it would build its own origin from it (127.0.0.1)
  // while middleware sees "localhost", and treat its own rewrites as external proxying.
  const app = next({ dev, dir, port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const staticFiles = new StaticFiles(path.join(dir, ".next", "static"));
  const front = new PageCacheFront((req, res) => nextHandler(req, res), env.pageCacheMb * 1024 * 1024);

  const purgeLocal = () => front.cache.purgePages(isPageKey);
  const broadcast = env.redisUrl ? connectPurgeChannel(env.redisUrl, purgeLocal) : null;
  registerPageCachePurge(purgeLocal, broadcast);

  const trustedProxies = parseTrustedProxies(env.trustedProxies);
  const limits = { maxActive: env.maxActive, maxQueued: env.maxQueued, maxWaitMs: ADMISSION_WAIT_MS };
  const admission = new Admission(limits, (res) => {
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    plain(res, 503, "服务繁忙，请稍后再试");
  });
  const policy = contentSecurityPolicy(securitySettingsFor(env));

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const peer = req.socket.remoteAddress ?? "";
    const protocol = requestProtocol(peer, "encrypted" in req.socket, req.headers, trustedProxies);
    const https = protocol === "https";
    if (staticFiles.serve(req, res)) return;
    // What is the same for everyone comes from memory (its stored headers include the security set).
    const cacheKey = cacheKeyFor(req.method, req.url, req.headers);
    if (front.serveFromMemory(req, res, cacheKey, https)) return;

    // From here on Next (and the /api proxy) see only what this server established.
    const clientAddress = clientAddressOf(peer, req.headers, trustedProxies);
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
    req.headers["x-forwarded-for"] = clientAddress;
    req.headers["x-forwarded-proto"] = protocol;
    applySecurityHeaders(res, policy, https);

    if (hasMalformedPath(req.url)) return plain(res, 400, "请求地址无效");
    if (req.url?.startsWith("/api/") && Number(req.headers["content-length"] ?? 0) > API_BODY_LIMIT) {
      res.setHeader("Connection", "close");
      return plain(res, 413, "请求内容过大");
    }
    markOutages(req, res);
    admission.run(res, () =>
      front.handle(req, res, cacheKey, https).catch((error: unknown) => {
        console.error("请求处理失败：", error instanceof Error ? error.message : error);
        if (!res.headersSent) plain(res, 503, "服务暂时不可用，请稍后再试");
        else res.destroy();
      }),
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => console.log(`Site: http://localhost:${port}${dev ? " (dev)" : ""}`));

  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? `Cannot start the site: ${error.message}` : error);
  process.exit(1);
});
