import "server-only";

// After a revalidation every site instance must stop serving its in-memory copies of
// public pages (server/page-cache-front.ts). This instance is told directly; the others
// hear it on a Redis channel when REDIS_URL is set (server/purge-channel.ts).

export const PURGE_CHANNEL = "meedu-site:purge-pages";

type Purge = () => void;

const REGISTRY = Symbol.for("meedu-site.page-cache-purge");

interface PurgeRegistry {
  local: Purge | null;
  broadcast: Purge | null;
}

function registry(): PurgeRegistry {
  const holder = globalThis as unknown as Record<symbol, PurgeRegistry | undefined>;
  holder[REGISTRY] ??= { local: null, broadcast: null };
  return holder[REGISTRY];
}

/** Called by the site server at start-up. */
export function registerPageCachePurge(local: Purge, broadcast: Purge | null): void {
  Object.assign(registry(), { local, broadcast });
}

export function purgePageCaches(): void {
  const { local, broadcast } = registry();
  local?.();
  broadcast?.();
}
