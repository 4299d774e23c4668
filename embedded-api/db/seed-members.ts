import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { hashPassword } from "../lib/password";
import { notify } from "../repos/notifications";
import { DEFAULT_AVATAR } from "../repos/users";
import { memberSeeds } from "./seed/members";
import { dayAt } from "./seed-time";

const DAY_MS = 86_400_000;

/** Hashes the demo passwords (async) before the seeding transaction runs. */
export async function hashMemberPasswords(): Promise<string[]> {
  return Promise.all(memberSeeds.map((m) => hashPassword(m.password)));
}

/** Demo members with notifications, points, a bought course, favourites and some progress. */
export function seedMembers(db: Database, nowMs: number, hashes: string[], courseIds: Map<string, number>): void {
  const user = db.prepare(
    `INSERT INTO users (avatar, nick_name, mobile, password, credit1, is_lock, role_id, role_expired_at, is_password_set,
       is_set_nickname, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, ?, 1, 1, ?, ?)`,
  );
  const credit = db.prepare(
    "INSERT INTO user_credit_records (user_id, field, sum, remark, created_at, updated_at) VALUES (?, 'credit1', ?, ?, ?, ?)",
  );
  const bought = db.prepare("INSERT INTO user_course (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)");
  const liked = db.prepare(
    "INSERT INTO user_like_courses (user_id, course_id, created_at, updated_at) VALUES (?, ?, ?, ?)",
  );

  memberSeeds.forEach((m, index) => {
    const registeredAt = dayAt(nowMs, m.registeredDaysAgo, 20, 15);
    const userId = Number(
      user.run(
        DEFAULT_AVATAR,
        m.nickName,
        m.mobile,
        hashes[index],
        m.credit1,
        m.isLock ? 1 : 0,
        registeredAt,
        registeredAt,
        registeredAt,
      ).lastInsertRowid,
    );
    for (const n of m.notifications) {
      const at = nowMs - n.daysAgo * DAY_MS;
      notify(db, userId, n.message, at, n.read ? at + DAY_MS / 2 : undefined);
    }
    for (const c of m.creditRecords) {
      const at = dayAt(nowMs, c.daysAgo, 21);
      credit.run(userId, c.sum, c.remark, at, at);
    }
    for (const slug of m.boughtCourses) {
      const courseId = courseIds.get(slug);
      if (!courseId) continue;
      const charge = (db.prepare("SELECT charge FROM courses WHERE id = ?").get(courseId) as { charge: number }).charge;
      bought.run(userId, courseId, charge, dayAt(nowMs, 10, 19, 42));
      seedProgress(db, nowMs, userId, courseId);
    }
    for (const slug of m.likedCourses) {
      const courseId = courseIds.get(slug);
      if (courseId) liked.run(userId, courseId, dayAt(nowMs, 6, 12), dayAt(nowMs, 6, 12));
    }
  });
}

/** The first two lessons watched to the end, the third half-way. */
function seedProgress(db: Database, nowMs: number, userId: number, courseId: number): void {
  const lessons = db
    .prepare("SELECT id, duration FROM videos WHERE course_id = ? ORDER BY published_at LIMIT 3")
    .all(courseId) as Array<{ id: number; duration: number }>;
  const record = db.prepare(
    `INSERT INTO user_video_watch_records (user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  lessons.forEach((lesson, i) => {
    const at = toLocal(nowMs - (8 - i) * DAY_MS);
    const done = i < 2;
    record.run(
      userId,
      courseId,
      lesson.id,
      done ? lesson.duration : Math.floor(lesson.duration / 2),
      done ? at : null,
      at,
      at,
    );
  });
  const total = (db.prepare("SELECT COUNT(*) AS n FROM videos WHERE course_id = ?").get(courseId) as { n: number }).n;
  const at = toLocal(nowMs - 6 * DAY_MS);
  db.prepare(
    `INSERT INTO course_user_records (course_id, user_id, is_watched, watched_at, progress, created_at, updated_at)
     VALUES (?, ?, 0, NULL, ?, ?, ?)`,
  ).run(courseId, userId, Math.floor((2 / Math.max(total, 1)) * 100), at, at);
}
