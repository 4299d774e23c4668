import type { Database } from "better-sqlite3";

export interface RoleRow {
  id: number;
  name: string;
  charge: number;
  expire_days: number;
  weight: number;
  description: string;
  is_show: number;
}

/** The public VIP plan shape: description split on newlines into desc_rows. */
export function roleItem(row: RoleRow) {
  return {
    id: row.id,
    name: row.name,
    charge: row.charge,
    expire_days: row.expire_days,
    desc_rows: row.description.split(/\r?\n/),
  };
}

export function listShownRoles(db: Database) {
  const rows = db.prepare("SELECT * FROM roles WHERE is_show = 1 ORDER BY weight ASC, id ASC").all() as RoleRow[];
  return rows.map(roleItem);
}

/** A plan that is shown, or undefined. */
export function findShownRole(db: Database, id: number): RoleRow | undefined {
  return db.prepare("SELECT * FROM roles WHERE id = ? AND is_show = 1").get(id) as RoleRow | undefined;
}

/** Any plan, shown or hidden (MeEdu sells hidden plans to whoever asks for them). */
export function findRole(db: Database, id: number): RoleRow | undefined {
  return db.prepare("SELECT * FROM roles WHERE id = ?").get(id) as RoleRow | undefined;
}
