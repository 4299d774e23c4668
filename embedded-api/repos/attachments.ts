import type { Database } from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { cacheCount, cacheGet } from "../lib/cache-store";

export interface AttachRow {
  id: number;
  course_id: number;
  name: string;
  path: string;
  disk: string;
  size: number;
  extension: string;
}

/** How long a download link works (MeEdu's CourseAttachDownloadCache::MAIN_KEY_EXPIRE); it also works only once. */
export const SIGN_TTL_MS = 3600 * 1000;
/** Download links per member per window (MeEdu: 60, then 429). */
export const LINKS_PER_HOUR = 60;
const HOUR_MS = 3_600_000;
const limitKey = (userId: number) => `user-course-attach-download-limit:${userId}`;
const SIGN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function findAttachment(db: Database, id: number, courseId?: number): AttachRow | undefined {
  const row = db.prepare("SELECT * FROM course_attach WHERE id = ?").get(id) as AttachRow | undefined;
  return row && (courseId === undefined || row.course_id === courseId) ? row : undefined;
}

/**
 * Links issued in the member's current window. As in MeEdu the window is fixed: it starts with the
 * first link and lasts an hour (the counter is added with a 3600 s lifetime, increments keep it).
 */
export function linksThisWindow(db: Database, userId: number, nowMs: number): number {
  return Number(cacheGet(db, limitKey(userId), nowMs) ?? 0);
}

/** Logs the request, counts the download and returns a new 20-character one-time sign. */
export function issueDownloadSign(db: Database, userId: number, attach: AttachRow, ip: string, nowMs: number): string {
  const bytes = randomBytes(20);
  const sign = Array.from(bytes, (b) => SIGN_ALPHABET[b % SIGN_ALPHABET.length]).join("");
  db.transaction(() => {
    cacheCount(db, limitKey(userId), nowMs, HOUR_MS);
    db.prepare("DELETE FROM course_attach_download_signs WHERE expires_at < ?").run(nowMs);
    db.prepare(
      "INSERT INTO course_attach_download_signs (sign, user_id, attach_id, expires_at) VALUES (?, ?, ?, ?)",
    ).run(sign, userId, attach.id, nowMs + SIGN_TTL_MS);
    db.prepare(
      "INSERT INTO course_attach_download_records (user_id, course_id, attach_id, ip, created_at_ms) VALUES (?, ?, ?, ?, ?)",
    ).run(userId, attach.course_id, attach.id, ip, nowMs);
    db.prepare("UPDATE course_attach SET download_times = download_times + 1 WHERE id = ?").run(attach.id);
  })();
  return sign;
}

/** Consumes a sign (single use); the attachment id, or null when unknown or expired. */
export function consumeDownloadSign(db: Database, sign: string, nowMs: number): number | null {
  const row = db
    .prepare("DELETE FROM course_attach_download_signs WHERE sign = ? RETURNING attach_id, expires_at")
    .get(sign) as { attach_id: number; expires_at: number } | undefined;
  return row && row.expires_at >= nowMs ? row.attach_id : null;
}
