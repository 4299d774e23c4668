import type { Database } from "better-sqlite3";
import { toLocal } from "../lib/dates";

/** AgreementConstant::REQUIRED_AGREEMENT_TYPES: what a member must have agreed to. */
export const REQUIRED_AGREEMENT_TYPES = ["user_agreement", "privacy_policy"] as const;
export type RequiredAgreementType = (typeof REQUIRED_AGREEMENT_TYPES)[number];

const TITLES: Record<RequiredAgreementType, string> = { user_agreement: "用户协议", privacy_policy: "隐私政策" };

interface AgreementRow {
  id: number;
  type: RequiredAgreementType;
  version: string;
}

export interface AgreementContext {
  ip: string;
  userAgent: string;
  platform: string;
  nowMs: number;
}

export const isRequiredAgreementType = (value: unknown): value is RequiredAgreementType =>
  (REQUIRED_AGREEMENT_TYPES as readonly unknown[]).includes(value);

function activeRequiredAgreements(db: Database): AgreementRow[] {
  return db
    .prepare(
      `SELECT id, type, version FROM agreements WHERE is_active = 1 AND type IN (${REQUIRED_AGREEMENT_TYPES.map(() => "?").join(", ")})`,
    )
    .all(...REQUIRED_AGREEMENT_TYPES) as AgreementRow[];
}

/** Whether the school has an agreement of `type` published (MeEdu's ActiveAgreementCache). */
export const hasActiveAgreement = (db: Database, type: RequiredAgreementType) =>
  activeRequiredAgreements(db).some((row) => row.type === type);

/**
 * member/detail `agreement_status`: agreed to the active version of each required type. As in
 * MeEdu 4.9.27–4.9.30, a type with no active agreement reads as not agreed (there is no record to
 * find); MeEdu's main branch after 4.9.30 reads it as agreed.
 */
export function agreementStatus(db: Database, userId: number) {
  const active = activeRequiredAgreements(db);
  const agreed = (type: RequiredAgreementType) => {
    const agreement = active.find((row) => row.type === type);
    if (!agreement) return false;
    return Boolean(
      db
        .prepare("SELECT 1 FROM agreement_user_records WHERE user_id = ? AND agreement_id = ?")
        .get(userId, agreement.id),
    );
  };
  return { user_agreement_agreed: agreed("user_agreement"), privacy_policy_agreed: agreed("privacy_policy") };
}

/** Records agreement to every active required agreement (updateOrCreate per user and agreement). */
export function recordAgreements(db: Database, userId: number, context: AgreementContext): void {
  const at = toLocal(context.nowMs);
  const upsert = db.prepare(
    `INSERT INTO agreement_user_records
       (user_id, agreement_id, agreement_type, agreement_version, agreed_at, ip, user_agent, platform, created_at, updated_at)
     VALUES (@userId, @id, @type, @version, @at, @ip, @userAgent, @platform, @at, @at)
     ON CONFLICT (user_id, agreement_id) DO UPDATE SET agreement_type = excluded.agreement_type,
       agreement_version = excluded.agreement_version, agreed_at = excluded.agreed_at, ip = excluded.ip,
       user_agent = excluded.user_agent, platform = excluded.platform, updated_at = excluded.updated_at`,
  );
  for (const agreement of activeRequiredAgreements(db)) {
    upsert.run({
      userId,
      id: agreement.id,
      type: agreement.type,
      version: agreement.version,
      at,
      ip: context.ip,
      userAgent: context.userAgent.slice(0, 255),
      platform: context.platform,
    });
  }
}

/** The admin publishing a new version of an agreement: it becomes the active one, so nobody has agreed to it yet. */
export function publishAgreement(
  db: Database,
  type: RequiredAgreementType,
  nowMs: number,
): { id: number; version: string } {
  const at = toLocal(nowMs);
  return db.transaction(() => {
    const latest = db.prepare("SELECT MAX(CAST(version AS INTEGER)) AS v FROM agreements WHERE type = ?").get(type) as {
      v: number | null;
    };
    const version = String((latest.v ?? 0) + 1);
    db.prepare("UPDATE agreements SET is_active = 0, updated_at = ? WHERE type = ? AND is_active = 1").run(at, type);
    const { lastInsertRowid } = db
      .prepare(
        "INSERT INTO agreements (type, title, version, is_active, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)",
      )
      .run(type, TITLES[type], version, at, at);
    return { id: Number(lastInsertRowid), version };
  })();
}

/**
 * Test hook: takes an agreement type down (none of it active, as at a school that never published
 * one) or puts its latest version back up; members' records are kept.
 */
export function setAgreementActive(db: Database, type: RequiredAgreementType, active: boolean, nowMs: number): void {
  const at = toLocal(nowMs);
  db.transaction(() => {
    db.prepare("UPDATE agreements SET is_active = 0, updated_at = ? WHERE type = ? AND is_active = 1").run(at, type);
    if (!active) return;
    db.prepare(
      "UPDATE agreements SET is_active = 1, updated_at = ? WHERE id = (SELECT MAX(id) FROM agreements WHERE type = ?)",
    ).run(at, type);
  })();
}

/** Forgets one member's agreements (test hook): they must agree again. */
export function revokeAgreements(db: Database, userId: number): void {
  db.prepare("DELETE FROM agreement_user_records WHERE user_id = ?").run(userId);
}
