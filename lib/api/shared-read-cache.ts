import { unstable_cache } from "next/cache";

// Server side, public reads: the parsed data is stored in Next's data cache (shared through
// Redis), not the HTTP answer. MeEdu answers every error with HTTP 200 (its throttle's
// {code:429} too), and Next's fetch cache keeps any 200 for the read's lifetime; a read that
// throws here stores nothing, so the next render asks the backend again.
export function readThroughSharedCache<T>(
  key: string,
  read: () => Promise<T>,
  lifetime: { revalidate: number; tags?: string[] },
): Promise<T> {
  return unstable_cache(read, ["meedu-read", key], lifetime)();
}
