import { toLocal } from "../lib/dates";
import type { Json, TestApi } from "./harness";

/** A fresh member signed in through SMS auto-registration (demo code 112233). */
export async function newMember(api: TestApi, mobile: string): Promise<{ token: string; id: number }> {
  const res = await api.post("/api/v2/login/mobile", { mobile, mobile_code: "112233" });
  if (res.code !== 0) throw new Error(`SMS login failed: ${res.message}`);
  const { id } = api.db.prepare("SELECT id FROM users WHERE mobile = ?").get(mobile) as { id: number };
  return { token: res.data.token as string, id };
}

export function courseIdOf(api: TestApi, slug: string): number {
  return (api.db.prepare("SELECT id FROM courses WHERE slug = ?").get(slug) as { id: number }).id;
}

/** The course's lessons in play order (published_at, id). */
export function lessonsOf(api: TestApi, courseId: number): Json[] {
  return api.db.prepare("SELECT * FROM videos WHERE course_id = ? ORDER BY published_at, id").all(courseId) as Json[];
}

/** VIP until `expiresInMs` from the API clock (negative = already expired). */
export function setVip(api: TestApi, userId: number, nowMs: number, expiresInMs: number): void {
  api.db
    .prepare("UPDATE users SET role_id = 1, role_expired_at = ? WHERE id = ?")
    .run(toLocal(nowMs + expiresInMs), userId);
}
