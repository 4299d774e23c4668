import "server-only";
import Redis from "ioredis";
import { fetchConfigRecord } from "../api/system";
import type { SiteEnv } from "../shared/env";
import { READINESS_TIMEOUT_MS, type ReadinessCheck } from "../observability/readiness";

// What an instance needs to serve pages: the backend's config (read past every cache, as a page
// on a cold cache would), and the shared cache's Redis when REDIS_URL names one.

let redis: Redis | null = null;

/** One connection per process, kept: a probe every few seconds must not open a new one each time. */
function redisClient(url: string): Redis {
  if (!redis) {
    redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: READINESS_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      // Fail at once while disconnected instead of queueing: that is the answer the probe wants.
      enableOfflineQueue: false,
    });
    // Connection errors surface as failed pings (and in the readiness log line); without a
    // listener ioredis would throw them as unhandled 'error' events.
    redis.on("error", () => undefined);
  }
  return redis;
}

async function pingRedis(url: string): Promise<void> {
  const client = redisClient(url);
  if (client.status === "wait") await client.connect();
  await client.ping();
}

export function readinessChecks(env: Pick<SiteEnv, "redisUrl">): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    { name: "backend", run: () => fetchConfigRecord({ cached: false, timeoutMs: READINESS_TIMEOUT_MS }) },
  ];
  if (env.redisUrl) checks.push({ name: "redis", run: () => pingRedis(env.redisUrl!) });
  return checks;
}
