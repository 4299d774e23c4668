import { accountsMigration } from "./001-accounts";
import { contentMigration } from "./002-content";
import { coursesMigration } from "./003-courses";
import type { Migration } from "./types";

/** Every migration, in version order. Append new ones; never edit applied ones. */
export const migrations: Migration[] = [accountsMigration, contentMigration, coursesMigration];
