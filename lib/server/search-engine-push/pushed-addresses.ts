import "server-only";
import Redis from "ioredis";

// Which addresses each engine has been told of, so that a page the sitemap lists is pushed once:
// in Redis when REDIS_URL is set (every instance reads the same record, and a restart forgets
// nothing), else in this process's memory, bounded.
//
// The first listing of each sitemap file an engine's record sees is its baseline: remembered, not pushed. A site that
// turns pushing on, or an instance that starts with an empty memory, would otherwise push the whole
// catalogue at once — spending Baidu's daily quota (a few dozen addresses for a young site) on
// pages the engines already find through the sitemap. Only what appears after the baseline is news.

export interface PushedAddresses {
  /**
   * Marks `urls` as told and answers the ones that were not, each exactly once across instances.
   * The first call for an engine and a `listing` (a sitemap file) takes that file's baseline:
   * everything is marked, nothing answered.
   */
  claimUnseen(engine: string, listing: string, urls: readonly string[]): Promise<string[]>;
  /** Marks `urls` as told (a page pushed because it changed). */
  remember(engine: string, urls: readonly string[]): Promise<void>;
  /** Unmarks `urls`: their push failed, so the next sitemap tries again. */
  forget(engine: string, urls: readonly string[]): Promise<void>;
}

/** Far above the sitemap's 10 000 records; past it the oldest are forgotten (and may be pushed again). */
const MEMORY_LIMIT = 20_000;

export function memoryPushedAddresses(limit = MEMORY_LIMIT): PushedAddresses {
  const told = new Map<string, Set<string>>();
  const baselineTaken = new Set<string>();
  const of = (engine: string) => {
    let set = told.get(engine);
    if (!set) told.set(engine, (set = new Set()));
    return set;
  };
  const add = (set: Set<string>, url: string) => {
    if (set.size >= limit) set.delete(set.values().next().value!);
    set.add(url);
  };
  return {
    async claimUnseen(engine, listing, urls) {
      const baseline = !baselineTaken.has(`${engine}|${listing}`);
      baselineTaken.add(`${engine}|${listing}`);
      const set = of(engine);
      const unseen = urls.filter((url) => !set.has(url));
      for (const url of unseen) add(set, url);
      return baseline ? [] : [...new Set(unseen)];
    },
    async remember(engine, urls) {
      const set = of(engine);
      for (const url of urls) if (!set.has(url)) add(set, url);
    },
    async forget(engine, urls) {
      for (const url of urls) told.get(engine)?.delete(url);
    },
  };
}

/** A record nobody touched for this long is dropped: the next sitemap takes a new baseline. */
const RECORD_TTL_SECONDS = 90 * 24 * 3600;

// KEYS: the told set, the baseline marker. ARGV: the TTL, then the addresses. Atomic, so two
// instances reading one sitemap push each new page once between them.
const CLAIM_UNSEEN = `
local baseline = redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[1])
local unseen = {}
for i = 2, #ARGV do
  if redis.call('SADD', KEYS[1], ARGV[i]) == 1 and not baseline then table.insert(unseen, ARGV[i]) end
end
redis.call('EXPIRE', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[1])
return unseen`;

/** `scope` keeps sites apart (SITE_URL): a new domain starts from its own baseline. */
export function redisPushedAddresses(client: Redis, scope: string): PushedAddresses {
  const told = (engine: string) => `meedu-site:search-push:${engine}:${scope}:told`;
  const baselineOf = (engine: string, listing: string) =>
    `meedu-site:search-push:${engine}:${scope}:baseline:${listing}`;
  return {
    async claimUnseen(engine, listing, urls) {
      if (urls.length === 0) return [];
      const keys = [told(engine), baselineOf(engine, listing)];
      const unseen = await client.eval(CLAIM_UNSEEN, 2, ...keys, RECORD_TTL_SECONDS, ...urls);
      return unseen as string[];
    },
    async remember(engine, urls) {
      if (urls.length > 0) await client.sadd(told(engine), ...urls);
    },
    async forget(engine, urls) {
      if (urls.length > 0) await client.srem(told(engine), ...urls);
    },
  };
}

/** The site's Redis connection for the record (ioredis keeps reconnecting; a command fails after 1 s). */
export function redisClientFor(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 1000 });
  client.on("error", () => undefined); // a failed command is logged where it was asked for
  return client;
}
