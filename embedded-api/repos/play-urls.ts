import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { DEMO_MEDIA_DIR } from "../media/paths";
import { absoluteUrl } from "../lib/urls";
import type { LessonRow } from "./videos";

export interface PlayUrl {
  url: string;
  format: string;
  duration: number;
  name: string | number;
  /** VOD renditions only, as MeEdu's Tencent/Aliyun lists carry them. */
  height?: number;
  width?: number;
  size?: number;
}

const DEMO_PREFIX = "/media/demo/";

const extensionOf = (url: string) => {
  const path = url.split(/[?#]/)[0];
  const file = path.slice(path.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : "";
};

/** Bytes of the files a media playlist names (its init segment and media segments). */
function playlistBytes(playlist: string): number {
  if (!existsSync(playlist)) return 0;
  const lines = readFileSync(playlist, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim());
  const files = lines.flatMap((line) => {
    if (line.startsWith("#EXT-X-MAP:")) return [/URI="([^"]+)"/.exec(line)?.[1] ?? ""];
    return line && !line.startsWith("#") ? [line] : [];
  });
  return files.reduce((total, file) => {
    const path = join(dirname(playlist), normalize(file));
    return total + (file && !file.includes("..") && existsSync(path) ? statSync(path).size : 0);
  }, 0);
}

/**
 * The renditions of a local HLS master playlist served from /media/demo, highest first, like the
 * per-resolution list MeEdu returns for VOD lessons (`name` = height, plus height, width and size).
 * Empty for anything else.
 */
function localHlsRenditions(url: string, lesson: LessonRow, publicUrl: string): PlayUrl[] {
  if (!url.startsWith(DEMO_PREFIX) || extensionOf(url) !== "m3u8") return [];
  const relative = normalize(url.slice(DEMO_PREFIX.length));
  if (relative.startsWith("..")) return [];
  const file = join(DEMO_MEDIA_DIR, relative);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim());
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  const renditions: PlayUrl[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith("#EXT-X-STREAM-INF:")) return;
    const [, width = "0", height = "0"] = /RESOLUTION=(\d+)x(\d+)/.exec(line) ?? [];
    const uri = lines[index + 1];
    if (!uri || uri.startsWith("#")) return;
    renditions.push({
      url: absoluteUrl(publicUrl, base + uri),
      format: "m3u8",
      duration: lesson.duration,
      name: Number(height),
      height: Number(height),
      width: Number(width),
      size: playlistBytes(join(dirname(file), normalize(uri))),
    });
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
