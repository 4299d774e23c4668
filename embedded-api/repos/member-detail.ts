import type { Database } from "better-sqlite3";
import { isoUtc } from "../lib/dates";
import type { UserRow } from "../types";
import { agreementStatus } from "./agreements";

/** 张三丰 → 张*丰, 张三 → 张*; empty stays empty. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return "";
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 110101199001011234 → 110101****1234. */
export function maskIdNumber(id: string): string {
  if (!id) return "";
  if (id.length <= 10) return `${id.slice(0, 2)}****${id.slice(-2)}`;
  return `${id.slice(0, 6)}****${id.slice(-4)}`;
}

/** The /api/v2/member/detail payload. */
export function memberDetail(db: Database, user: UserRow) {
  const role =
    user.role_id > 0
      ? (db.prepare("SELECT id, name FROM roles WHERE id = ?").get(user.role_id) as
          { id: number; name: string } | undefined)
      : undefined;
  const apps = new Set(
    (db.prepare("SELECT app FROM socialite WHERE user_id = ?").all(user.id) as Array<{ app: string }>).map(
      (r) => r.app,
    ),
  );
  const invited = (db.prepare("SELECT COUNT(*) AS n FROM users WHERE invite_user_id = ?").get(user.id) as { n: number })
    .n;
  const profile = db
    .prepare("SELECT real_name, id_number, is_verify FROM user_profiles WHERE user_id = ?")
    .get(user.id) as { real_name: string; id_number: string; is_verify: number } | undefined;
  return {
    id: user.id,
    avatar: user.avatar,
    nick_name: user.nick_name,
    mobile: user.mobile,
    is_lock: user.is_lock,
    is_active: user.is_active,
    role_id: user.role_id,
    role_expired_at: user.role_expired_at,
    invite_balance: user.invite_balance,
    is_password_set: user.is_password_set,
    is_set_nickname: user.is_set_nickname,
    created_at: isoUtc(user.created_at),
    credit1: user.credit1,
    credit2: user.credit2,
    credit3: user.credit3,
    role: role ? { id: role.id, name: role.name, desc_rows: [""] } : null,
    is_bind_qq: apps.has("qq") ? 1 : 0,
    is_bind_wechat: apps.has("wechat") ? 1 : 0,
    is_bind_mobile: /^1\d{10}$/.test(user.mobile) ? 1 : 0,
    invite_people_count: invited,
    is_face_verify: profile?.is_verify === 1,
    profile_real_name: maskName(profile?.real_name ?? ""),
    profile_id_number: maskIdNumber(profile?.id_number ?? ""),
    agreement_status: agreementStatus(db, user.id),
  };
}
