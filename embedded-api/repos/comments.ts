import type { Database } from "better-sqlite3";
import { isoUtcStrict } from "../lib/dates";

export interface CommentRow {
  id: number;
  rt: number;
  rid: number;
  parent_id: number;
  reply_id: number;
  user_id: number;
  content: string;
  ip_province: string;
  is_check: number;
  created_at: string;
}

type Encode = (id: number) => string;
type UserRef = { avatar: string; nick_name: string } | [];

const COLUMNS = "id, rt, rid, parent_id, reply_id, user_id, content, ip_province, is_check, created_at";
/** Newest top-level comments in the public list, and newest replies embedded per comment. */
export const LIST_LIMIT = 5;
export const EMBEDDED_REPLIES = 3;

export function findComment(db: Database, id: number): CommentRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM comments WHERE id = ? AND deleted_at IS NULL`).get(id) as
    CommentRow | undefined;
}

export function countTopLevel(db: Database, rt: number, rid: number): number {
  return (
    db
      .prepare("SELECT COUNT(*) AS n FROM comments WHERE rt = ? AND rid = ? AND parent_id = 0 AND deleted_at IS NULL")
      .get(rt, rid) as { n: number }
  ).n;
}

export function topLevel(db: Database, rt: number, rid: number, limit = -1): CommentRow[] {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM comments WHERE rt = ? AND rid = ? AND parent_id = 0 AND deleted_at IS NULL
       ORDER BY id DESC LIMIT ?`,
    )
    .all(rt, rid, limit) as CommentRow[];
}

export function repliesOf(db: Database, parentId: number, rt?: number, rid?: number, limit = -1): CommentRow[] {
  const scoped = rt !== undefined && rid !== undefined;
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM comments WHERE parent_id = ? AND deleted_at IS NULL ${scoped ? "AND rt = ? AND rid = ?" : ""}
       ORDER BY id DESC LIMIT ?`,
    )
    .all(...(scoped ? [parentId, rt, rid, limit] : [parentId, limit])) as CommentRow[];
}

function countReplies(db: Database, parentId: number): number {
  return (
    db.prepare("SELECT COUNT(*) AS n FROM comments WHERE parent_id = ? AND deleted_at IS NULL").get(parentId) as {
      n: number;
    }
  ).n;
}

/** Serialises comments and replies like MeEdu's CommentController (hash ids, users, blanking). */
export function commentSerializer(db: Database, encode: Encode) {
  const users = new Map<number, UserRef>();
  const userRef = (id: number): UserRef => {
    if (!users.has(id)) {
      const row = db.prepare("SELECT avatar, nick_name FROM users WHERE id = ?").get(id) as
        { avatar: string; nick_name: string } | undefined;
      users.set(id, row ? { avatar: row.avatar, nick_name: row.nick_name } : []);
    }
    return users.get(id) ?? [];
  };
  const base = (row: CommentRow, blank: boolean) => ({
    id: encode(row.id),
    parent_id: encode(row.parent_id),
    reply_id: encode(row.reply_id),
    content: blank && row.is_check !== 1 ? "" : row.content,
    ip_province: row.ip_province,
    is_check: row.is_check,
    created_at: isoUtcStrict(row.created_at),
  });

  const reply = (row: CommentRow, blank: boolean) => {
    const target = row.reply_id ? findComment(db, row.reply_id) : undefined;
    return {
      ...base(row, blank),
      user: userRef(row.user_id),
      ...(target ? { reply_user: userRef(target.user_id) } : {}),
    };
  };

  /** A top-level comment with replies_count and its newest replies (blankReplies: the list endpoint does not). */
  const thread = (row: CommentRow, blankReplies: boolean) => ({
    ...base(row, true),
    replies_count: countReplies(db, row.id),
    replies: repliesOf(db, row.id, undefined, undefined, EMBEDDED_REPLIES).map((r) => reply(r, blankReplies)),
    user: userRef(row.user_id),
  });

  return { thread, reply };
}

/** Comments a member posted today (PRC calendar day), for the 100-a-day limit. */
export function commentsToday(db: Database, userId: number, today: string): number {
  return (
    db
      .prepare("SELECT COUNT(*) AS n FROM comments WHERE user_id = ? AND created_at >= ?")
      .get(userId, `${today} 00:00:00`) as { n: number }
  ).n;
}

export interface NewComment {
  rt: number;
  rid: number;
  parentId: number;
  replyId: number;
  userId: number;
  content: string;
  ip: string;
  at: string;
}

export function insertComment(db: Database, c: NewComment): CommentRow {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO comments (rt, rid, parent_id, reply_id, user_id, content, ip, ip_province, is_check, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, '', 0, ?, ?)`,
    )
    .run(c.rt, c.rid, c.parentId, c.replyId, c.userId, c.content, c.ip, c.at, c.at);
  return findComment(db, Number(lastInsertRowid)) as CommentRow;
}
