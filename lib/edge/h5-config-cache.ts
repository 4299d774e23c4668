import { asString } from "../api/normalize";
import { fetchConfigRecord } from "../api/system";
import { logSoftFailure } from "../shared/soft-failure";

// Middleware needs h5_url on every page request; keep it in memory instead of asking the API each time.
const TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 3000;

let cached: { h5Url: string; expiresAt: number } | null = null;
let inflight: Promise<string> | null = null;

async function fetchH5Url(): Promise<string> {
  try {
    const h5Url = asString((await fetchConfigRecord({ cached: false, timeoutMs: FETCH_TIMEOUT_MS })).h5_url);
    cached = { h5Url, expiresAt: Date.now() + TTL_MS };
    return h5Url;
  } catch (error) {
    // Keep serving the last known value; with none, do not redirect anyone.
    logSoftFailure("读取 H5 地址", error, cached?.h5Url ? "上次的 H5 地址" : "不跳转手机访客");
    cached = { h5Url: cached?.h5Url ?? "", expiresAt: Date.now() + TTL_MS / 4 };
    return cached.h5Url;
  }
}

/**
 * The school's h5_url. Once known, a stale value is answered at once while a fresh one is read in
 * the background: no phone's request waits on a slow backend once the value is known.
 */
export async function cachedH5Url(): Promise<string> {
  if (cached && cached.expiresAt > Date.now()) return cached.h5Url;
  inflight ??= fetchH5Url().finally(() => {
    inflight = null;
  });
  return cached ? cached.h5Url : inflight;
}
