import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pickEncoding } from "./encodings";

// Next's build files (/_next/static/…) are content-hashed and never change: they are read
// once at start-up with the compressed copies the build made (.gz, .br) and answered from
// memory, compressed from the very first request, without entering Next.

const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  type: string;
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();

  constructor(staticDir: string) {
    if (!existsSync(staticDir)) return;
    for (const entry of readdirSync(staticDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || /\.(gz|br)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      const variant = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
      const urlPath = PREFIX + path.relative(staticDir, file).split(path.sep).join("/");
      this.files.set(urlPath, {
        body: readFileSync(file),
        gzip: variant(".gz"),
        br: variant(".br"),
        type: TYPES[path.extname(entry.name)] ?? "application/octet-stream",
      });
    }
  }

  /** Answers a known static file and returns true; anything else is left to Next. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith(PREFIX)) return false;
    const file = this.files.get(req.url.split("?")[0]);
    if (!file) return false;
    const encoding = pickEncoding(req.headers["accept-encoding"], file);
    const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
    res.writeHead(200, {
      "content-type": file.type,
      "content-length": body.length,
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
}
