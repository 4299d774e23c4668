import type { Database } from "better-sqlite3";
import { htmlToText } from "../lib/text";

/**
 * The application functions the schema's triggers call (the search index's, migration 50). Every
 * connection that writes the catalogue needs them: openDatabase registers them on each it opens.
 */
export function registerSqlFunctions(db: Database): void {
  db.function("html_to_text", { deterministic: true }, (html: unknown) => htmlToText(String(html ?? "")));
}
