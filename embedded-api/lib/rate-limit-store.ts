import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

/** Entries kept before expired windows are swept out. */
const SWEEP_ABOVE = 10_000;

/**
 * Fixed-window counters for @fastify/rate-limit on the API's own clock (ctx.now): its LocalStore
 * reads Date.now(), which tests cannot move forward.
 */
export function clockedStore(now: () => number): FastifyRateLimitStoreCtor {
  return class ClockedStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, { start: number; current: number }>();

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      if (this.windows.size > SWEEP_ABOVE) {
        for (const [k, window] of this.windows) if (at - window.start >= timeWindow) this.windows.delete(k);
      }
      let window = this.windows.get(key);
      if (!window || at - window.start >= timeWindow) {
        window = { start: at, current: 0 };
        this.windows.set(key, window);
      }
      window.current++;
      callback(null, { current: window.current, ttl: window.start + timeWindow - at });
    }

    child(): FastifyRateLimitStore {
      return new ClockedStore();
    }
  };
}
