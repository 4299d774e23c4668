import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PAGE_TRANSFER } from "../deploy/render-nginx-conf";
import { stopper, type Running } from "../deploy/topology";
import { root, track } from "./stack";
import { waitForHttp } from "./wait-for-http";

// The limit the edge is measured against: the same nginx serving the same bytes as static files.
// Each page's body (and the headers the edge sends with it) is saved to a folder and served from
// an exact location of a second, small configuration with the edge's own transfer settings
// (workers, sendfile, gzip, keep-alive). Build files come from disk as at the edge; anything
// else (icons, /api) is passed to the edge, so a browser loads the page exactly as there.

export interface StaticPage {
  /** Where this server answers it, e.g. /courses/detail/1. */
  path: string;
  body: Buffer | string;
  headers?: Record<string, string>;
}

/** Headers nginx sets itself for a file, or that describe one transfer rather than the page. */
const OWN_HEADERS = new Set([
  "accept-ranges",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "server",
  "transfer-encoding",
  "vary",
]);

function addHeaders(headers: Record<string, string>): string[] {
  return Object.entries(headers)
    .filter(([name, value]) => !OWN_HEADERS.has(name) && !value.includes("$"))
    .map(([name, value]) => `      add_header ${name} "${value.replace(/["\\]/g, "\\$&")}" always;`);
}

/** Fetches what the edge answers for `url`, uncompressed, as a page this server can replay. */
export async function edgeCopy(url: string, servedAt = new URL(url).pathname): Promise<StaticPage> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return {
    path: servedAt,
    body: Buffer.from(await response.arrayBuffer()),
    headers: Object.fromEntries(response.headers),
  };
}

export async function startStaticNginx(port: number, pages: StaticPage[], edgeUrl: string): Promise<Running> {
  const runtime = path.join(root, ".data", `bench-static-${port}`);
  rmSync(runtime, { recursive: true, force: true });
  mkdirSync(path.join(runtime, "pages"), { recursive: true });
  const locations = pages.flatMap((page, index) => {
    writeFileSync(path.join(runtime, "pages", `${index}.html`), page.body);
    return [
      `    location = ${page.path} {`,
      `      root ${path.join(runtime, "pages")};`,
      `      try_files /${index}.html =404;`,
      // As the edge sends pages; also this server's faster way for them.
      ...PAGE_TRANSFER.map((directive) => `      ${directive}`),
      ...addHeaders(page.headers ?? {}),
      "    }",
    ];
  });
  const conf = [
    "worker_processes auto;",
    `pid ${runtime}/nginx.pid;`,
    `error_log ${runtime}/error.log warn;`,
    "events { worker_connections 4096; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  charset utf-8;",
    "  access_log off;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_timeout 65;",
    "  server_tokens off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((temp) => `  ${temp}_temp_path ${runtime}/${temp};`),
    "  gzip on;",
    "  gzip_comp_level 5;",
    "  gzip_types text/css application/javascript application/json image/svg+xml text/plain application/xml;",
    "  gzip_vary on;",
    "  server {",
    `    listen 127.0.0.1:${port} reuseport;`,
    ...locations,
    "    location /_next/static/ {",
    `      alias ${path.join(root, ".next", "static")}/;`,
    "      gzip_static on;",
    "      expires max;",
    '      add_header Cache-Control "public, max-age=31536000, immutable";',
    "    }",
    "    location / {",
    `      proxy_pass ${edgeUrl};`,
    "      proxy_http_version 1.1;",
    '      proxy_set_header Connection "";',
    "    }",
    "  }",
    "}",
  ].join("\n");
  writeFileSync(path.join(runtime, "nginx.conf"), conf);
  const child = spawn("nginx", ["-c", path.join(runtime, "nginx.conf"), "-p", runtime, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const running = track({
    url,
    pid: child.pid!,
    stop: stopper(child),
  });
  await waitForHttp(`${url}${pages[0].path}`, 10_000);
  return running;
}
