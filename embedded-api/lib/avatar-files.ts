import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { AppContext } from "../types";

export const AVATAR_PATH = "/uploads/avatars/";
/** `<user id>-<16 random characters>.<ext>`, as the upload route names them. */
export const AVATAR_FILE_NAME = /^(\d+)-[A-Za-z0-9]{16}\.(png|jpg|gif|webp|bmp)$/;

/** Uploaded avatars live next to the SQLite file (the data dir), under uploads/avatars. */
export function avatarDir(ctx: AppContext): string {
  const dbFile = ctx.db.name;
  const base = dbFile && dbFile !== ":memory:" ? dirname(dbFile) : join(tmpdir(), "embedded-api-memory");
  return join(base, "uploads", "avatars");
}

/**
 * Deletes the file behind a member's previous avatar URL when this API stored it for that member
 * (its own URL, its own naming, the member's id); social and default avatars are left alone.
 */
export function deleteStoredAvatar(ctx: AppContext, userId: number, avatarUrl: string): void {
  const prefix = `${ctx.publicUrl}${AVATAR_PATH}`;
  if (!avatarUrl.startsWith(prefix)) return;
  const name = avatarUrl.slice(prefix.length);
  const match = AVATAR_FILE_NAME.exec(name);
  if (!match || Number(match[1]) !== userId) return;
  rmSync(join(avatarDir(ctx), name), { force: true });
}
