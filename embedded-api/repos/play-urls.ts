import { existsSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { DEMO_MEDIA_DIR } from "../media/paths";
import { absoluteUrl } from "../lib/urls";
import type { LessonRow } from "./videos";

export interface PlayUrl {
  url: string;
  format: string;
  duration: number;
  name: string | number;
}

const DEMO_PREFIX = "/media/demo/";

const extensionOf = (url: string) => {
  const path = url.split(/[?#]/)[0];
  const file = path.slice(path.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : "";
};

/**
 * The renditions of a local HLS master playlist served from /media/demo, highest first, like the
 * per-resolution list MeEdu returns for VOD lessons (`name` = height). Empty for anything else.
 */
function localHlsRenditions(url: string, lesson: LessonRow, publicUrl: string): PlayUrl[] {
  if (!url.startsWith(DEMO_PREFIX) || extensionOf(url) !== "m3u8") return [];
  const relative = normalize(url.slice(DEMO_PREFIX.length));
  if (relative.startsWith("..")) return [];
  const file = join(DEMO_MEDIA_DIR, relative);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, "utf8").split(/\r?\n/).map((line) => line.trim());
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  const renditions: PlayUrl[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith("#EXT-X-STREAM-INF:")) return;
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    const uri = lines[index + 1];
    if (!uri || uri.startsWith("#")) return;
    renditions.push({ url: absoluteUrl(publicUrl, base + uri), format: "m3u8", duration: lesson.duration, name: height });
  });
  return renditions.sort((a, b) => Number(b.name) - Number(a.name));
}

/** playinfo `urls` for a lesson with a direct `url` (no Aliyun/Tencent VOD here). */
export function lessonPlayUrls(lesson: LessonRow, publicUrl: string): PlayUrl[] {
  const url = lesson.url.trim();
  if (!url) return [];
  const renditions = localHlsRenditions(url, lesson, publicUrl);
  if (renditions.length > 0) return renditions;
  return [{ url: absoluteUrl(publicUrl, url), format: extensionOf(url), duration: 0, name: "默认" }];
}
