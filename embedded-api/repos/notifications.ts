import type { Database } from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { isoUtc, toLocal } from "../lib/dates";

export const SIMPLE_MESSAGE_TYPE = "App\\Meedu\\Notifications\\SimpleMessageNotification";

interface NotificationRow {
  id: string;
  notifiable_id: number;
  data: string;
  read_at: string | null;
  created_at: string;
}

/** Adds a `{message}` notification for the user (Laravel's notifications table). */
export function notify(db: Database, userId: number, message: string, nowMs: number, readAtMs?: number): string {
  const id = randomUUID();
  const at = toLocal(nowMs);
  db.prepare(
    `INSERT INTO notifications (id, type, notifiable_id, data, read_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, SIMPLE_MESSAGE_TYPE, userId, JSON.stringify({ message }), readAtMs ? toLocal(readAtMs) : null, at, at);
  return id;
}

export function unreadCount(db: Database, userId: number): number {
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM notifications WHERE notifiable_id = ? AND read_at IS NULL")
    .get(userId) as { n: number };
  return row.n;
}

/** Newest first, as `{data, total}`. */
export function listNotifications(db: Database, userId: number, page: number, pageSize: number) {
  const total = (
    db.prepare("SELECT COUNT(*) AS n FROM notifications WHERE notifiable_id = ?").get(userId) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT id, notifiable_id, data, read_at, created_at FROM notifications WHERE notifiable_id = ?
       ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, pageSize, (page - 1) * pageSize) as NotificationRow[];
  const data = rows.map((row) => ({
    id: row.id,
    notifiable_id: row.notifiable_id,
    data: parseData(row.data),
    read_at: isoUtc(row.read_at),
    created_at: isoUtc(row.created_at),
  }));
  return { data, total };
}

function parseData(raw: string): { message: string } {
  try {
    const parsed = JSON.parse(raw);
    return { ...parsed, message: String(parsed?.message ?? "") };
  } catch {
    return { message: "" };
  }
}

/** Marks one of the user's notifications read; unknown ids are ignored. */
export function markRead(db: Database, userId: number, id: string, nowMs: number): void {
  const at = toLocal(nowMs);
  db.prepare(
    "UPDATE notifications SET read_at = ?, updated_at = ? WHERE id = ? AND notifiable_id = ? AND read_at IS NULL",
  ).run(at, at, id, userId);
}

export function markAllRead(db: Database, userId: number, nowMs: number): void {
  const at = toLocal(nowMs);
  db.prepare("UPDATE notifications SET read_at = ?, updated_at = ? WHERE notifiable_id = ? AND read_at IS NULL").run(
    at,
    at,
    userId,
  );
}
