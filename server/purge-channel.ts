import Redis from "ioredis";
import { PURGE_CHANNEL } from "../lib/server/page-cache-purge";

/**
 * With REDIS_URL, every instance listens on one channel: a revalidation received by any
 * instance clears the page copies of all of them. Returns the broadcaster.
 */
export function connectPurgeChannel(redisUrl: string, purgeLocal: () => void): () => void {
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const report = (what: string) => (error: Error) => console.error(`页面缓存清理通道（${what}）出错：`, error.message);
  subscriber.on("error", report("subscribe"));
  publisher.on("error", report("publish"));
  subscriber.subscribe(PURGE_CHANNEL).catch(report("subscribe"));
  subscriber.on("message", (channel) => {
    if (channel === PURGE_CHANNEL) purgeLocal();
  });
  return () => {
    publisher.publish(PURGE_CHANNEL, String(Date.now())).catch(report("publish"));
  };
}
