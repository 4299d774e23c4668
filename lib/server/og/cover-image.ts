import "server-only";
import sharp from "sharp";
import { logSoftFailure } from "../../shared/soft-failure";

// A course cover for the share image, fetched from wherever the backend keeps it (any
// format sharp reads: JPEG, PNG, WebP, GIF, SVG) and handed to the renderer as a PNG data
// URL of the size it is drawn at. Any failure just leaves the cover out.

const FETCH_TIMEOUT_MS = 5_000;
const MAX_COVER_BYTES = 5 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

async function readCapped(response: Response): Promise<Buffer | null> {
  if (Number(response.headers.get("content-length") || 0) > MAX_COVER_BYTES || !response.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > MAX_COVER_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

export async function coverDataUrl(url: string, width: number, height: number): Promise<string | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = await readCapped(response);
    if (!body) return null;
    const png = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(width, height, { fit: "cover" })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch (error) {
    logSoftFailure("下载分享图的课程封面", error, "分享图不带封面");
    return null;
  }
}
