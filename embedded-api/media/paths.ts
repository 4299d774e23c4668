import { join } from "node:path";

/** Committed media files (see generate-demo-media.sh). */
export const MEDIA_ROOT = __dirname;
/** Served at /media/demo/… (demo.mp4 and hls/…). */
export const DEMO_MEDIA_DIR = join(__dirname, "demo");
/** Course attachment files, served only through signed download links. */
export const ATTACH_DIR = join(__dirname, "attach");
