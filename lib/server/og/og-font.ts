import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fontCodePoints } from "./font-coverage";

// The share images' only font: a CJK subset shipped with the site (assets/fonts/README.md).
// Read from the project root, which is the working directory of `npm start` and of the
// standalone server; next.config.mjs traces the file into .next/standalone.
const FONT_FILE = path.join(process.cwd(), "assets", "fonts", "og-noto-sans-sc-bold.otf");

export const OG_FONT_FAMILY = "OG Sans SC";

export interface OgFont {
  data: ArrayBuffer;
  /** Code points the font draws; anything else is replaced before rendering. */
  drawable: ReadonlySet<number>;
}

let loading: Promise<OgFont> | null = null;

async function readFont(): Promise<OgFont> {
  const file = await readFile(FONT_FILE);
  const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  return { data, drawable: fontCodePoints(file) };
}

/** Loaded once per process; a failed read is tried again on the next image. */
export function loadOgFont(): Promise<OgFont> {
  loading ??= readFont().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
