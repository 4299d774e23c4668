import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { DEFAULT_AVATAR } from "../repos/users";
import { commentSeeds, commenterSeeds } from "./seed/comments";
import { dayAt } from "./seed-time";

const HOUR_MS = 3_600_000;
// Not a bcrypt hash, so these accounts can never sign in.
const NO_PASSWORD = "!";

/** Commenter accounts and approved course/lesson comments with replies. */
export function seedComments(db: Database, nowMs: number, courseIds: Map<string, number>): void {
  const user = db.prepare(
    `INSERT INTO users (avatar, nick_name, mobile, password, is_password_set, is_set_nickname, created_at, updated_at)
     VALUES (?, ?, ?, ?, 0, 1, ?, ?)`,
  );
  const registeredAt = dayAt(nowMs, 90, 9);
  for (const c of commenterSeeds)
    user.run(DEFAULT_AVATAR, c.nickName, c.mobile, NO_PASSWORD, registeredAt, registeredAt);

  const userId = (nick: string) => {
    const row = db.prepare("SELECT id FROM users WHERE nick_name = ?").get(nick) as { id: number } | undefined;
    if (!row) throw new Error(`seed: unknown commenter ${nick}`);
    return row.id;
  };
  const lessonIds = (courseId: number) =>
    (
      db.prepare("SELECT id FROM videos WHERE course_id = ? ORDER BY published_at, id").all(courseId) as Array<{
        id: number;
      }>
    ).map((r) => r.id);
  const insert = db.prepare(
    `INSERT INTO comments (rt, rid, parent_id, reply_id, user_id, content, ip, ip_province, is_check, created_at, updated_at)
     VALUES (@rt, @rid, @parentId, @replyId, @userId, @content, '', @province, @isCheck, @at, @at)`,
  );

  for (const seed of commentSeeds) {
    const courseId = courseIds.get(seed.course);
    if (!courseId) throw new Error(`seed: unknown course ${seed.course}`);
    const rt = seed.lesson === undefined ? 1 : 2;
    const rid = seed.lesson === undefined ? courseId : lessonIds(courseId)[seed.lesson];
    const at = Date.parse(`${dayAt(nowMs, seed.daysAgo, 9, 30).replace(" ", "T")}+08:00`);
    const parentId = Number(
      insert.run({
        rt,
        rid,
        parentId: 0,
        replyId: 0,
        userId: userId(seed.author),
        content: seed.content,
        province: seed.province ?? "",
        isCheck: seed.pending ? 0 : 1,
        at: toLocal(at),
      }).lastInsertRowid,
    );
    const replyIds: number[] = [];
    for (const reply of seed.replies ?? []) {
      const replyId = reply.replyTo === undefined ? 0 : replyIds[reply.replyTo];
      replyIds.push(
        Number(
          insert.run({
            rt,
            rid,
            parentId,
            replyId,
            userId: userId(reply.author),
            content: reply.content,
            province: reply.province ?? "",
            isCheck: reply.pending ? 0 : 1,
            at: toLocal(Math.min(at + reply.hoursAfter * HOUR_MS, nowMs)),
          }).lastInsertRowid,
        ),
      );
    }
  }
}
