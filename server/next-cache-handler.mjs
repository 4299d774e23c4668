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

const KEY_PREFIX = "meedu-site:";
const REDIS_TIMEOUT_MS = 1000;
/** The in-memory store: bounded in entries and in total size (the library's maxItemSizeBytes is the
 * LRU's total, counted as each entry's JSON length), inside the instance's 256 MB heap. */
const MEMORY_ITEMS = 5000;
const MEMORY_TOTAL_BYTES = 48 * 1024 * 1024;

function memoryHandlers() {
  return { handlers: [createLruHandler({ maxItemsNumber: MEMORY_ITEMS, maxItemSizeBytes: MEMORY_TOTAL_BYTES })] };
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
CacheHandler.onCreation(async () => {
  const url = process.env.REDIS_URL;
  // `next build` renders nothing we keep (public pages are built on first request).
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return memoryHandlers();
  return redisHandlers(url);
});

export default CacheHandler;
