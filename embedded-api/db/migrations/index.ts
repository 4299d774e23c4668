import { accountsMigration } from "./001-accounts";
import { contentMigration } from "./002-content";
import { coursesMigration } from "./003-courses";
import { learningMigration } from "./004-learning";
import { searchMigration } from "./005-search";
import { socialMigration } from "./010-social";
import { ordersMigration } from "./020-orders";
import { cacheMigration } from "./030-cache";
import { agreementsMigration } from "./040-agreements";
import { searchOnWriteMigration } from "./050-search-on-write";
import type { Migration } from "./types";

/** Every migration, in version order. Append new ones; never edit applied ones. */
export const migrations: Migration[] = [
  accountsMigration,
  contentMigration,
  coursesMigration,
  learningMigration,
  searchMigration,
  socialMigration,
  ordersMigration,
  cacheMigration,
  agreementsMigration,
  searchOnWriteMigration,
];
