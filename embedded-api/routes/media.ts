import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createReadStream, statSync, type Stats } from "node:fs";
import { extname, resolve, sep } from "node:path";
import { parseByteRange } from "../lib/byte-range";
import { DEMO_MEDIA_DIR } from "../media/paths";

const TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m3u8": "application/vnd.apple.mpegurl",
  ".m4s": "video/iso.segment",
};
const ROOT = resolve(DEMO_MEDIA_DIR);

/** A regular file inside the demo media folder with a known type, or null (→ 404). */
function lookup(wildcard: string): { file: string; stat: Stats; type: string } | null {
  let relative: string;
  try {
    relative = decodeURIComponent(wildcard);
  } catch {
    return null;
  }
  const type = TYPES[extname(relative).toLowerCase()];
  const file = resolve(ROOT, relative);
  if (!type || relative.includes("\0") || !file.startsWith(ROOT + sep)) return null;
  try {
    const stat = statSync(file);
    return stat.isFile() ? { file, stat, type } : null;
  } catch {
    return null;
  }
}

/**
 * GET/HEAD /media/demo/* — the demo lesson media with byte ranges (video elements seek with
 * them) and open CORS (hls.js fetches playlists and segments with XHR from the site's origin).
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = lookup((request.params as { "*": string })["*"]);
    if (!found) return reply.callNotFound();
    const { file, stat, type } = found;
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header("Content-Type", type)
      .header("Accept-Ranges", "bytes")
      .header("ETag", etag)
      .header("Last-Modified", stat.mtime.toUTCString())
      .header("Cache-Control", "public, max-age=86400")
      .header("Access-Control-Allow-Origin", "*")
      .header("Access-Control-Expose-Headers", "Content-Length, Content-Range, Accept-Ranges");
    const ifRange = request.headers["if-range"];
    const rangeHeader = !ifRange || ifRange === etag ? request.headers.range : undefined;
    const range = parseByteRange(rangeHeader, stat.size);
    if (range === "unsatisfiable") {
      return reply.code(416).header("Content-Range", `bytes */${stat.size}`).header("Content-Length", 0).send("");
    }
    if (!range && request.headers["if-none-match"] === etag) return reply.code(304).send();
    const { start, end } = range ?? { start: 0, end: stat.size - 1 };
    if (range) reply.code(206).header("Content-Range", `bytes ${start}-${end}/${stat.size}`);
    reply.header("Content-Length", end - start + 1);
    if (request.method === "HEAD" || stat.size === 0) return reply.send("");
    return reply.send(createReadStream(file, { start, end }));
  };

  app.get("/media/demo/*", { exposeHeadRoute: false }, serve);
  app.head("/media/demo/*", serve);
  app.options("/media/demo/*", async (request, reply) =>
    reply
      .code(204)
      .header("Access-Control-Allow-Origin", "*")
      .header("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS")
      .header("Access-Control-Allow-Headers", String(request.headers["access-control-request-headers"] ?? "Range"))
      .header("Access-Control-Max-Age", 86400)
      .send(),
  );
}
