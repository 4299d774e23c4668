import type { CacheHandlerValue, Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import { siteEnv } from "../lib/shared/env";
import { isCanonicalView } from "../lib/shared/routes/public-views";

// Next's page and data cache in this process's memory (no REDIS_URL): two bounded LRU partitions.
// One holds the canonical views, each public page as its address without a query serves it
// (isCanonicalView, lib/shared/routes/public-views.ts); the other everything else: query views,
// share images, data reads. Anyone can ask for thousands of valid query views
// (/courses?cid=N&page=M); in one shared LRU they pushed every page out, and the next backend
// outage turned the whole site into error pages. Compiled into .next/ by
// server/build-site-server.mjs; server/next-cache-handler.mjs loads it.

export interface MemoryBudget {
  items: number;
  /** Counted as the library counts them: each entry's JSON length. */
  bytes: number;
}

export interface PartitionBudgets {
  canonical: MemoryBudget;
  other: MemoryBudget;
}

const MB = 1024 * 1024;
/** The canonical views' share of PAGE_CACHE_MB: 32 of the default 80 MB, every page of a school with
 * a couple of hundred courses (a page is 100-200 KB as counted). */
const CANONICAL_SHARE = 2 / 5;
/** Bounds the count of small entries (data reads are 1-10 KB). */
const ITEMS_PER_MB = 100;

export function memoryBudgets(totalMb: number): PartitionBudgets {
  const within = (mb: number) => ({ items: Math.max(1, Math.floor(mb * ITEMS_PER_MB)), bytes: Math.floor(mb * MB) });
  return { canonical: within(totalMb * CANONICAL_SHARE), other: within(totalMb * (1 - CANONICAL_SHARE)) };
}

/** Next 16 keys a page's entry /route-cache/<kind>/<route hash>/$<path>; its data reads by a hash. */
const ROUTE_CACHE_KEY = /^\/route-cache\/[A-Z_]+\/[0-9a-f]+\/\$(\/.*)$/;

const pathOfEntry = (key: string) => ROUTE_CACHE_KEY.exec(key)?.[1] ?? key;

/**
 * A page or file the site has. A 404 (a course id that does not exist) stays out of the canonical
 * partition: anyone can ask for such ids by the million.
 */
function isServedAnswer({ value }: CacheHandlerValue): boolean {
  if (value?.kind !== "APP_PAGE" && value?.kind !== "APP_ROUTE") return false;
  return (value.status ?? 200) === 200;
}

const lruWithin = (budget: MemoryBudget) =>
  createLruHandler({ maxItemsNumber: budget.items, maxItemSizeBytes: budget.bytes });

export function viewPartitionedHandler(budgets: PartitionBudgets): Handler {
  const canonical = lruWithin(budgets.canonical);
  const other = lruWithin(budgets.other);
  return {
    name: "view-partitioned-lru",
    async get(key, meta) {
      return (await canonical.get(key, meta)) ?? other.get(key, meta);
    },
    async set(key, value, ctx) {
      const isCanonical = isCanonicalView(pathOfEntry(key)) && isServedAnswer(value);
      const [home, away] = isCanonical ? [canonical, other] : [other, canonical];
      if (ctx?.setOnlyIfNotExists && (await away.get(key, { implicitTags: [] }))) return;
      await home.set(key, value, ctx);
      // An answer that changed partition (a deleted course is a 404 now) must not be found in the old one.
      await away.delete?.(key);
    },
    async revalidateTag(tag) {
      await Promise.all([canonical.revalidateTag(tag), other.revalidateTag(tag)]);
    },
    async delete(key) {
      await Promise.all([canonical.delete?.(key), other.delete?.(key)]);
    },
  };
}

/**
 * How long an entry is kept once rendered: until the LRU needs its room, up to a week. Next serves a
 * stale page while it renders it again, and keeps the old one when that render fails (the backend is
 * down); the library's default (1.5 × the page's 60 s) dropped it 90 s after its last good render,
 * so a page nobody asked for during a longer outage became an error page.
 */
export const MEMORY_KEEP_SECONDS = 7 * 24 * 60 * 60;

/** The in-process store's configuration, as the cache handler's onCreation returns it. */
export function memoryCacheConfig(budgets: PartitionBudgets = memoryBudgets(siteEnv().pageCacheMb)) {
  return {
    handlers: [viewPartitionedHandler(budgets)],
    ttl: { estimateExpireAge: (staleAge: number) => Math.max(staleAge, MEMORY_KEEP_SECONDS) },
  };
}
