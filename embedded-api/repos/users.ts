import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_ERROR } from "../lib/envelope";
import { hashPassword } from "../lib/password";
import { randomString } from "../lib/random";
import type { UserRow } from "../types";
import { recordAgreements } from "./agreements";
import { rewardCredit1 } from "./credit-rewards";
import { notify } from "./notifications";

export const DEFAULT_AVATAR = "/images/default_avatar.jpg";

/**
 * MeEdu checks no mobile format anywhere (its requests only say `required`; `123` is a valid
 * account, just one that is_bind_mobile calls unbound). What stops a mobile is its column,
 * `users.mobile varchar(20)`: MySQL's strict mode refuses a longer one, which MeEdu answers with a
 * bare 错误. Characters, as utf8mb4 counts them (an emoji fits).
 */
export const MOBILE_COLUMN_CHARS = 20;

function assertFitsMobileColumn(mobile: string): void {
  if ([...mobile].length > MOBILE_COLUMN_CHARS) throw new ApiError(MSG_ERROR);
}

/** Stores a member's new mobile (bind, change). */
export function setUserMobile(db: Database, userId: number, mobile: string, nowMs: number): void {
  assertFitsMobileColumn(mobile);
  db.prepare("UPDATE users SET mobile = ?, updated_at = ? WHERE id = ?").run(mobile, toLocal(nowMs), userId);
}

export function findUserByMobile(db: Database, mobile: string): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE mobile = ?").get(mobile) as UserRow | undefined;
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;
}

export interface NewUser {
  mobile: string;
  /** Omitted for SMS auto-registration: a random password is set and is_password_set stays 0. */
  password?: string;
  ip: string;
  nowMs: number;
  /** credit1 given for registering (config credit1_reward.register). */
  registerReward: number;
}

/** Registers a member like MeEdu: random nickname, default avatar, welcome notification, reward. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  assertFitsMobileColumn(input.mobile);
  const hash = await hashPassword(input.password ?? randomString(16));
  const at = toLocal(input.nowMs);
  const id = db.transaction(() => {
    let nickName = randomString(12);
    while (db.prepare("SELECT 1 FROM users WHERE nick_name = ?").get(nickName)) nickName = randomString(12);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (avatar, nick_name, mobile, password, credit1, role_id, role_expired_at, is_password_set,
           is_set_nickname, register_ip, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, 0, ?, ?, ?)`,
      )
      .run(
        DEFAULT_AVATAR,
        nickName,
        input.mobile,
        hash,
        0, // the reward below adds to it
        at,
        input.password ? 1 : 0,
        input.ip,
        at,
        at,
      );
    const userId = Number(lastInsertRowid);
    // UserRegisterEvent's listeners, in MeEdu's order: the welcome message, the reward, the agreements.
    notify(db, userId, "用户注册成功", input.nowMs);
    rewardCredit1(db, userId, input.registerReward, `注册送${input.registerReward}积分`, input.nowMs);
    recordAgreements(db, userId, { ip: input.ip, userAgent: "", platform: "", nowMs: input.nowMs });
    return userId;
  })();
  return findUserById(db, id) as UserRow;
}

/** Sets a new password and marks it as set. */
export async function setPassword(db: Database, userId: number, password: string, nowMs: number): Promise<void> {
  const hash = await hashPassword(password);
  db.prepare("UPDATE users SET password = ?, is_password_set = 1, updated_at = ? WHERE id = ?").run(
    hash,
    toLocal(nowMs),
    userId,
  );
}
