import "server-only";
import { logger } from "../../observability/logger";
import {
  recordBaiduPushRemain,
  recordSearchEnginePush,
  recordSearchEngineRetry,
  type SearchEnginePushOutcome,
} from "../../observability/metrics";
import { nextChinaMidnight, type EngineAnswer, type SearchEngine } from "./engines";
import type { PushedAddresses } from "./pushed-addresses";

// One engine's pushes: addresses gather for a moment and go out in batches (each address once),
// in the background, so whoever added them never waits. A 5xx, a timeout or no connection is tried
// again after growing waits; a spent quota (Baidu's remain, over quota; IndexNow's 429) stops the
// engine until it resets. Each outcome is one log line and counted (meedu_search_engine_push_urls_total).

export interface PushTiming {
  /** How long addresses gather before a batch goes out. */
  batchDelayMs: number;
  /** The waits before each new try after a 5xx, a timeout or no connection; as many retries as entries. */
  retryDelaysMs: readonly number[];
  requestTimeoutMs: number;
}

export const DEFAULT_PUSH_TIMING: PushTiming = {
  batchDelayMs: 2_000,
  retryDelaysMs: [2_000, 8_000, 32_000],
  requestTimeoutMs: 10_000,
};

/** Addresses waiting at most: far above what a revalidation or a sitemap brings at once. */
const MAX_PENDING = 20_000;
/** Addresses named in a log line; the count says how many there were. */
const LOGGED_ADDRESSES = 20;

export type PushSource = "revalidate" | "sitemap";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

export class PushQueue {
  /** Waiting addresses → whether the sitemap claimed them (pushed-addresses.ts), to unmark if they fail. */
  private readonly pending = new Map<string, boolean>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private pausedUntil = 0;
  /** Baidu's last `remain`, good until China's next midnight. */
  private remain: { value: number; until: number } | null = null;

  constructor(
    private readonly engine: SearchEngine,
    private readonly told: PushedAddresses,
    private readonly timing: PushTiming,
    private readonly clock: () => number = Date.now,
  ) {}

  add(urls: readonly string[], source: PushSource): void {
    const overflow: string[] = [];
    for (const url of urls) {
      if (this.pending.has(url)) {
        if (source === "sitemap") this.pending.set(url, true);
      } else if (this.pending.size >= MAX_PENDING) overflow.push(url);
      else this.pending.set(url, source === "sitemap");
    }
    if (overflow.length > 0) {
      void this.settle(overflow, source === "sitemap" ? overflow : [], "failed", { detail: "待推送的地址过多" });
    }
    this.schedule();
  }

  /** Resolves once nothing waits or is in flight (tests, and a graceful stop). */
  async idle(): Promise<void> {
    while (this.timer || this.running) await (this.running ?? sleep(Math.min(this.timing.batchDelayMs, 50)));
  }

  private schedule(): void {
    if (this.timer || this.running || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.timing.batchDelayMs);
    this.timer.unref?.();
  }

  private take(limit: number): { urls: string[]; claimed: string[] } {
    const urls = [...this.pending.keys()].slice(0, limit);
    const claimed = urls.filter((url) => this.pending.get(url));
    for (const url of urls) this.pending.delete(url);
    return { urls, claimed };
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const now = this.clock();
      if (now < this.pausedUntil) {
        const { urls, claimed } = this.take(this.pending.size);
        await this.settle(urls, claimed, "quota", {
          detail: "配额已用完，暂不推送",
          resumes_at: new Date(this.pausedUntil).toISOString(),
        });
        continue;
      }
      const remain = this.remain && now < this.remain.until ? this.remain.value : Infinity;
      if (remain <= 0) {
        this.pausedUntil = this.remain!.until;
        continue;
      }
      const batch = this.take(Math.min(this.engine.maxBatch, remain));
      const { answer, attempts } = await this.send(batch.urls);
      await this.apply(answer, attempts, batch.urls, batch.claimed, now);
    }
  }

  private async send(urls: string[]): Promise<{ answer: EngineAnswer; attempts: number }> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await this.engine.send(urls, this.timing.requestTimeoutMs, this.clock());
      if (answer.kind !== "retry" || attempt >= this.timing.retryDelaysMs.length)
        return { answer, attempts: attempt + 1 };
      recordSearchEngineRetry(this.engine.name);
      logger().info(
        {
          engine: this.engine.name,
          attempt: attempt + 1,
          detail: answer.detail,
          retry_in_ms: this.timing.retryDelaysMs[attempt],
        },
        "搜索引擎推送失败，稍后重试",
      );
      await sleep(this.timing.retryDelaysMs[attempt]);
    }
  }

  private async apply(answer: EngineAnswer, attempts: number, urls: string[], claimed: string[], sentAt: number) {
    const context = { attempts };
    if (answer.kind === "accepted") {
      const rejected = new Set(answer.rejected);
      if (answer.remain !== undefined) {
        this.remain = { value: answer.remain, until: nextChinaMidnight(sentAt) };
        recordBaiduPushRemain(answer.remain);
      }
      const remain = answer.remain !== undefined ? { remain: answer.remain } : {};
      await this.settle(
        urls.filter((url) => !rejected.has(url)),
        [],
        "pushed",
        { ...context, ...remain, status: answer.status },
      );
      await this.settle(
        urls.filter((url) => rejected.has(url)),
        [],
        "rejected",
        { ...context, status: answer.status, detail: "搜索引擎拒收这些地址" },
      );
    } else if (answer.kind === "quota") {
      this.pausedUntil = answer.until;
      await this.settle(urls, claimed, "quota", {
        ...context,
        status: answer.status,
        detail: answer.detail,
        resumes_at: new Date(answer.until).toISOString(),
      });
    } else if (answer.kind === "refused") {
      await this.settle(urls, [], "rejected", { ...context, status: answer.status, detail: answer.detail });
    } else {
      await this.settle(urls, claimed, "failed", { ...context, detail: answer.detail });
    }
  }

  /**
   * Logs and counts one outcome. What the engine answered is remembered (an address it refused will
   * not do better next minute); what never reached it is unmarked, so the next sitemap brings it again.
   */
  private async settle(
    urls: string[],
    claimed: string[],
    outcome: SearchEnginePushOutcome,
    fields: Record<string, unknown>,
  ): Promise<void> {
    if (urls.length === 0) return;
    const engine = this.engine.name;
    recordSearchEnginePush(engine, outcome, urls.length);
    const line = { engine, outcome, count: urls.length, addresses: urls.slice(0, LOGGED_ADDRESSES), ...fields };
    if (outcome === "pushed") logger().info(line, "已推送给搜索引擎");
    else logger().warn(line, outcome === "quota" ? "搜索引擎推送配额已用完" : "搜索引擎推送未成功");
    try {
      if (outcome === "pushed" || outcome === "rejected") await this.told.remember(engine, urls);
      else await this.told.forget(engine, claimed);
    } catch (error) {
      logger().warn({ engine, error: error instanceof Error ? error.message : String(error) }, "无法记录推送过的地址");
    }
  }
}
