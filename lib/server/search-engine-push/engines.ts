import "server-only";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { BaiduPushSettings, IndexNowSettings } from "../../shared/env";
import { indexNowKeyPath } from "../../shared/indexnow-key";

// The two push protocols, one request each: what is sent and how the answer reads. Batching,
// retries and quotas are the queue's (push-queue.ts).

export type EngineName = "baidu" | "indexnow";

export type EngineAnswer =
  /** Taken; `rejected` are the addresses the engine refused one by one (Baidu: not_valid, not_same_site). */
  | { kind: "accepted"; rejected: string[]; remain?: number; status: number }
  /** Worth another try: 5xx, a timeout, no connection. */
  | { kind: "retry"; detail: string }
  /** The engine's quota is spent: nothing more until `until` (ms since the epoch). */
  | { kind: "quota"; detail: string; until: number; status: number }
  /** Refused as a whole (a wrong token or key, addresses of another site): sending again will not help. */
  | { kind: "refused"; detail: string; status: number };

export interface SearchEngine {
  name: EngineName;
  /** The most addresses one request may carry. */
  maxBatch: number;
  send(urls: readonly string[], timeoutMs: number, now: number): Promise<EngineAnswer>;
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Baidu's quota is per day, China time: the next midnight there. */
export function nextChinaMidnight(now: number): number {
  return Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - CHINA_OFFSET_MS;
}
/** An IndexNow 429 without Retry-After: wait this long. */
const INDEXNOW_QUOTA_PAUSE_MS = 3600_000;

interface PlainAnswer {
  status: number;
  retryAfter: string | undefined;
  text: string;
}

/** At most this much of an answer is read (Baidu's and IndexNow's are a few hundred bytes). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One POST through node:http(s), not fetch: the push runs in the background of a request or an ISR
 * render that has ended, where Next's fetch would treat it as the render's own (caching, dynamic use).
 */
function post(
  url: string,
  contentType: string,
  body: string,
  timeoutMs: number,
): Promise<PlainAnswer | { detail: string }> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: "POST",
        headers: { "Content-Type": contentType, "Content-Length": Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers["retry-after"],
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", (error) => resolve({ detail: `${error.name}: ${error.message}` }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", (error) => resolve({ detail: `${error.name}: ${error.message}` }));
    request.end(body);
  });
}

function jsonOf(answer: PlainAnswer): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(answer.text);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);

/**
 * 百度搜索资源平台 普通收录, API提交: POST {endpoint}?site=…&token=…, text/plain, one address a line,
 * at most 2000 a request. `{"success":n,"remain":m,"not_same_site":[],"not_valid":[]}`, or
 * `{"error":400,"message":"over quota"}` once the day's quota is spent.
 */
export function baiduEngine(settings: BaiduPushSettings): SearchEngine {
  const address = `${settings.endpoint}?${new URLSearchParams({ site: settings.site, token: settings.token })}`;
  return {
    name: "baidu",
    maxBatch: 2000,
    async send(urls, timeoutMs, now) {
      const response = await post(address, "text/plain", urls.join("\n"), timeoutMs);
      if ("detail" in response) return { kind: "retry", detail: response.detail };
      const body = jsonOf(response);
      const message = typeof body.message === "string" ? body.message : "";
      const status = response.status;
      if (status >= 500) return { kind: "retry", detail: `HTTP ${status} ${message}`.trim() };
      if (/over quota/i.test(message)) return { kind: "quota", detail: message, until: nextChinaMidnight(now), status };
      if (status !== 200 || typeof body.success !== "number") {
        return { kind: "refused", detail: `HTTP ${status} ${message}`.trim(), status };
      }
      const remain = typeof body.remain === "number" ? body.remain : undefined;
      return {
        kind: "accepted",
        rejected: [...stringList(body.not_same_site), ...stringList(body.not_valid)],
        remain,
        status,
      };
    },
  };
}

function retryAfterMs(response: PlainAnswer): number {
  const seconds = Number(response.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : INDEXNOW_QUOTA_PAUSE_MS;
}

/**
 * IndexNow: POST {endpoint}, JSON {host, key, keyLocation, urlList}, at most 10 000 addresses;
 * 200 or 202 taken, 429 too many, 400/403/422 refused (bad request, key not valid, not this host).
 */
export function indexNowEngine(settings: IndexNowSettings, siteOrigin: string): SearchEngine {
  const host = new URL(siteOrigin).host;
  const keyLocation = `${siteOrigin}${indexNowKeyPath(settings.key)}`;
  return {
    name: "indexnow",
    maxBatch: 10_000,
    async send(urls, timeoutMs, now) {
      const body = JSON.stringify({ host, key: settings.key, keyLocation, urlList: urls });
      const response = await post(settings.endpoint, "application/json; charset=utf-8", body, timeoutMs);
      if ("detail" in response) return { kind: "retry", detail: response.detail };
      const status = response.status;
      if (status >= 500) return { kind: "retry", detail: `HTTP ${status}` };
      if (status === 429) return { kind: "quota", detail: "HTTP 429", until: now + retryAfterMs(response), status };
      if (status === 200 || status === 202) return { kind: "accepted", rejected: [], status };
      return { kind: "refused", detail: `HTTP ${status}`, status };
    },
  };
}
