import type { Database } from "better-sqlite3";
import { randomInt } from "node:crypto";
import { toLocal } from "../lib/dates";
import { randomString } from "../lib/random";
import type { UserRow } from "../types";
import type { SocialProfile } from "./social-codes";
import { createUser, findUserById, type NewUser } from "./users";

/** socialite.app as MeEdu stores it. */
const appName = (profile: SocialProfile) => profile.app;

/**
 * The member bound to this social account: QQ by openid; WeChat by unionid first, then openid,
 * saving a unionid found on the openid binding (as MeEdu's login-code exchange does).
 */
export function findBoundUser(db: Database, profile: SocialProfile, nowMs: number): UserRow | undefined {
  if (profile.app === "wechat" && profile.unionid) {
    const byUnion = db
      .prepare("SELECT user_id FROM socialite WHERE app = 'wechat' AND union_id = ?")
      .get(profile.unionid) as { user_id: number } | undefined;
    if (byUnion) return findUserById(db, byUnion.user_id);
  }
  const row = db
    .prepare("SELECT id, user_id FROM socialite WHERE app = ? AND app_user_id = ?")
    .get(appName(profile), profile.openid) as { id: number; user_id: number } | undefined;
  if (!row) return undefined;
  if (profile.app === "wechat" && profile.unionid) {
    db.prepare("UPDATE socialite SET union_id = ?, updated_at = ? WHERE id = ?").run(
      profile.unionid,
      toLocal(nowMs),
      row.id,
    );
  }
  return findUserById(db, row.user_id);
}

export function userHasApp(db: Database, userId: number, app: string): boolean {
  return Boolean(db.prepare("SELECT 1 FROM socialite WHERE user_id = ? AND app = ?").get(userId, app));
}

export function bindSocialite(db: Database, userId: number, profile: SocialProfile, nowMs: number): void {
  const at = toLocal(nowMs);
  db.prepare(
    "INSERT INTO socialite (user_id, app, app_user_id, union_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(
    userId,
    appName(profile),
    profile.openid,
    profile.unionid,
    JSON.stringify({ nickname: profile.nickname }),
    at,
    at,
  );
}

/** A fake 9-digit mobile starting 2–9 (so is_bind_mobile is 0), unused by anyone. */
function fakeMobile(db: Database): string {
  for (;;) {
    const mobile = String(randomInt(2, 10)) + String(randomInt(0, 1e8)).padStart(8, "0");
    if (!db.prepare("SELECT 1 FROM users WHERE mobile = ?").get(mobile)) return mobile;
  }
}

/** nickname (social name cut to 12 characters) + "_" + random suffix, unique. */
function socialNickname(db: Database, name: string, suffixLength: number): string {
  const base = [...(name || "用户")].slice(0, 12).join("");
  for (;;) {
    const nick = `${base}_${randomString(suffixLength)}`;
    if (!db.prepare("SELECT 1 FROM users WHERE nick_name = ?").get(nick)) return nick;
  }
}

type Registration = Omit<NewUser, "mobile" | "password">;

/**
 * Registers a member for a social account and binds it. Without a mobile (auto-creation) the
 * member gets a fake 9-digit mobile and a 3-character nickname suffix. With one (AuthBus::
 * registerWithSocialite → createWithMobile) the social name gets a 4-character suffix and counts
 * as the member's chosen nickname (is_set_nickname 1: it cannot be changed once more).
 */
export async function registerSocialUser(
  db: Database,
  profile: SocialProfile,
  registration: Registration,
  mobile?: string,
): Promise<UserRow> {
  const user = await createUser(db, { ...registration, mobile: mobile ?? fakeMobile(db) });
  const nick = socialNickname(db, profile.nickname, mobile ? 4 : 3);
  db.transaction(() => {
    db.prepare(
      "UPDATE users SET nick_name = ?, is_set_nickname = ?, avatar = CASE WHEN ? = '' THEN avatar ELSE ? END WHERE id = ?",
    ).run(nick, mobile ? 1 : 0, profile.avatar, profile.avatar, user.id);
    bindSocialite(db, user.id, profile, registration.nowMs);
  })();
  return findUserById(db, user.id) as UserRow;
}
