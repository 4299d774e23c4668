// Next's ISR and data cache, shared by every site instance through Redis when REDIS_URL is
// set, otherwise kept in this process's memory (bounded, nothing written to disk). Tags and
// revalidation go through the same store, so a revalidation sent to one instance is seen
// by all. Plain JS: Next loads this file itself at run time (next.config.mjs cacheHandler).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import Redis from "ioredis";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import path from "node:path";
import { pathToFileURL } from "node:url";

const KEY_PREFIX = "meedu-site:";
const REDIS_TIMEOUT_MS = 1000;
/** While `next build` runs and in development (no visitors): one small LRU. */
const BUILD_MEMORY = { maxItemsNumber: 1000, maxItemSizeBytes: 16 * 1024 * 1024 };
/** server/view-partitioned-cache.ts, compiled by server/build-site-server.mjs after `next build`. */
const PARTITIONED_MEMORY_MODULE = "view-partitioned-cache.mjs";

/** The in-memory store: the canonical views of the public pages apart from every other entry. */
async function memoryHandlers({ serverDistDir, dev }) {
  if (dev || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [createLruHandler(BUILD_MEMORY)] };
  }
  const compiled = pathToFileURL(path.join(serverDistDir, "..", PARTITIONED_MEMORY_MODULE)).href;
  const { memoryCacheConfig } = await import(compiled);
  return memoryCacheConfig();
}

async function redisHandlers(url) {
  const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  client.on("error", (error) => console.error("Redis 缓存连接出错：", error.message));
  // Never a private fallback: an instance with its own cache would keep serving what a revalidation
  // expired everywhere else. ioredis keeps reconnecting; until Redis answers, every read is a miss
  // (pages render from the backend) and the instance's /readyz names Redis.
  await client.connect().catch((error) => {
    console.error("Redis（REDIS_URL）暂时无法连接，页面先直接渲染，连上后即共享缓存：", error.message);
  });
  return {
    handlers: [
      createRedisHandler({ client: ioredisAdapter(client), keyPrefix: KEY_PREFIX, timeoutMs: REDIS_TIMEOUT_MS }),
    ],
  };
}

// The library runs this once per process (it keeps the configured handlers on the class).
CacheHandler.onCreation(async (context) => {
  const url = process.env.REDIS_URL;
  // `next build` renders nothing we keep (public pages are built on first request).
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return memoryHandlers(context);
  return redisHandlers(url);
});

export default CacheHandler;
