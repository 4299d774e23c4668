/** A numbered schema migration. Applied once, in version order, inside a transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
