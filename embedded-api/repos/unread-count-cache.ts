import type { Database } from "better-sqlite3";
import { cacheForget, cacheGet, cachePut } from "../lib/cache-store";
import { unreadCount } from "./notifications";

const keyOf = (userId: number) => `user-noti-c:${userId}`;

/**
 * MeEdu's UserNotificationCountCache: the first read stores the count with no lifetime (its 300 s
 * EXPIRE constant is never passed to Cache::put), so new messages do not show until the member
 * marks something read, which forgets it.
 */
export function cachedUnreadCount(db: Database, userId: number, nowMs: number): number {
  const cached = cacheGet(db, keyOf(userId), nowMs);
  if (cached !== undefined) return Number(cached);
  const count = unreadCount(db, userId);
  cachePut(db, keyOf(userId), String(count), nowMs);
  return count;
}

/** UserNotificationReadEvent → NotificationCountCacheUpdateListener. */
export function forgetUnreadCount(db: Database, userId: number): void {
  cacheForget(db, keyOf(userId));
}
