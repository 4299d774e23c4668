import "server-only";
import { logger } from "../../observability/logger";
import { siteEnv, type SiteEnv } from "../../shared/env";
import { changedAddresses } from "./changed-addresses";
import { baiduEngine, indexNowEngine, type SearchEngine } from "./engines";
import { DEFAULT_PUSH_TIMING, PushQueue, type PushTiming } from "./push-queue";
import { memoryPushedAddresses, redisClientFor, redisPushedAddresses, type PushedAddresses } from "./pushed-addresses";

// Search engines are told of changed and new pages at once: Baidu's 普通收录 (BAIDU_PUSH_TOKEN) and
// IndexNow (INDEXNOW_KEY), each off while its variable is unset. Two sources: POST /api/revalidate
// (changed-addresses.ts) and the sitemap, whose refresh shows the courses and announcements MeEdu
// added without telling anyone (pushed-addresses.ts decides which are new).

interface Pushing {
  origin: string;
  told: PushedAddresses;
  queues: Array<{ engine: SearchEngine; queue: PushQueue }>;
  /** Sitemap claims under way (tests wait for them). */
  claims: Set<Promise<void>>;
}

function start(env: SiteEnv, timing: PushTiming): Pushing | null {
  const engines: SearchEngine[] = [
    ...(env.baiduPush ? [baiduEngine(env.baiduPush)] : []),
    ...(env.indexNow ? [indexNowEngine(env.indexNow, env.siteUrl)] : []),
  ];
  if (engines.length === 0) return null;
  const told = env.redisUrl ? redisPushedAddresses(redisClientFor(env.redisUrl), env.siteUrl) : memoryPushedAddresses();
  return {
    origin: env.siteUrl,
    told,
    queues: engines.map((engine) => ({ engine, queue: new PushQueue(engine, told, timing) })),
    claims: new Set(),
  };
}

let current: Pushing | null | undefined;
let timing = DEFAULT_PUSH_TIMING;

function pushing(): Pushing | null {
  if (current === undefined) current = start(siteEnv(), timing);
  return current;
}

/** POST /api/revalidate: pushes the canonical addresses its tags and paths changed. Never throws, never waits. */
export function pushChangedPages(tags: readonly string[], paths: readonly string[]): void {
  try {
    const push = pushing();
    if (!push) return;
    const urls = changedAddresses(tags, paths).map((address) => `${push.origin}${address}`);
    if (urls.length > 0) for (const { queue } of push.queues) queue.add(urls, "revalidate");
  } catch (error) {
    logger().warn({ error: error instanceof Error ? error.message : String(error) }, "无法安排搜索引擎推送");
  }
}

/**
 * A sitemap file's entries, handed back as they are; those no engine was told of yet are pushed in
 * the background. The first listing of each file (`listing`, e.g. courses-1) is its baseline
 * (pushed-addresses.ts).
 */
export function pushUnseenSitemapPages<Entry extends { url: string }>(entries: Entry[], listing: string): Entry[] {
  try {
    const push = pushing();
    if (!push) return entries;
    const urls = [...new Set(entries.map((entry) => entry.url))].filter((url) => url.startsWith(`${push.origin}/`));
    for (const { engine, queue } of push.queues) {
      const claim = push.told
        .claimUnseen(engine.name, listing, urls)
        .then((unseen) => queue.add(unseen, "sitemap"))
        .catch((error: unknown) => {
          const detail = error instanceof Error ? error.message : String(error);
          logger().warn({ engine: engine.name, error: detail }, "无法读取推送记录，本次不推送站点地图中的新页面");
        })
        .finally(() => push.claims.delete(claim));
      push.claims.add(claim);
    }
  } catch (error) {
    logger().warn({ error: error instanceof Error ? error.message : String(error) }, "无法安排搜索引擎推送");
  }
  return entries;
}

/** Tests only: start again from the environment with these waits (null: the defaults). */
export function restartSearchEnginePush(testTiming: PushTiming | null): void {
  current = undefined;
  timing = testTiming ?? DEFAULT_PUSH_TIMING;
}

/** Tests only: resolves once every claim and push has finished. */
export async function searchEnginePushIdle(): Promise<void> {
  const push = current;
  if (!push) return;
  while (push.claims.size > 0) await Promise.all(push.claims);
  await Promise.all(push.queues.map(({ queue }) => queue.idle()));
}
