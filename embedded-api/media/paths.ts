import { join } from "node:path";
import { PACKAGE_ROOT } from "../package-root";

/** Committed media files (see generate-demo-media.sh). */
const MEDIA_ROOT = join(PACKAGE_ROOT, "media");
/** Served at /media/demo/… (demo.mp4 and hls/…). */
export const DEMO_MEDIA_DIR = join(MEDIA_ROOT, "demo");
/** Course attachment files, served only through signed download links. */
export const ATTACH_DIR = join(MEDIA_ROOT, "attach");
