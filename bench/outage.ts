import { startSlowBackend } from "../e2e/support/slow-backend";
import { curlVisit, sleep, type Visit } from "./measure";
import { startEdge, track, type EdgePorts } from "./stack";

// The backend 20 s late for a while, behind a second edge (nginx + instances + Redis) of its own
// whose MEEDU_API_URL is a proxy that can be switched from prompt to late (e2e/support/slow-backend.ts).
// Pages visited while the backend was prompt must keep answering from the edge; pages never
// cached must get the 503 page within the instance's render deadline (≈ 15 s), not hang.

export const LATE_MS = 20_000;
/** How often each cached page is asked for during the outage. */
const CACHED_PERIOD_MS = 10_000;

export interface OutagePorts extends EdgePorts {
  proxy: number;
}

/** A visit during the outage, and when it started (seconds into the window). */
export type OutageVisit = Visit & { atSeconds: number };

export interface Outage {
  /** Where the instances' errors went (they log every failed read). */
  logFile: string;
  cached: OutageVisit[];
  neverCached: Array<{ target: string; answers: OutageVisit[] }>;
}

export async function lateBackend(
  apiUrl: string,
  ports: OutagePorts,
  seconds: number,
  cachedPages: string[],
  neverCachedPages: string[],
): Promise<Outage> {
  let delayMs = 0;
  const proxy = await startSlowBackend(ports.proxy, apiUrl, () => delayMs);
  track({ url: proxy.url, pid: process.pid, stop: proxy.stop });
  const edge = await startEdge(ports, proxy.url);
  for (const target of cachedPages) {
    const answer = await curlVisit(`${edge.url}${target}`);
    if (answer.status !== 200) throw new Error(`warming ${target}: ${answer.status}`);
  }

  delayMs = LATE_MS;
  const windowMs = seconds * 1000;
  const started = performance.now();
  const visitAt = async (ms: number, target: string): Promise<OutageVisit> => {
    await sleep(Math.max(0, ms - (performance.now() - started)));
    const atSeconds = (performance.now() - started) / 1000;
    return { ...(await curlVisit(`${edge.url}${target}`)), atSeconds };
  };
  const visits: Array<Promise<unknown>> = [];

  // Each cached page every 10 s, the pages spread over those 10 s.
  const cached: OutageVisit[] = [];
  for (let tick = 0; tick * CACHED_PERIOD_MS < windowMs; tick += 1) {
    cachedPages.forEach((target, index) => {
      const when = tick * CACHED_PERIOD_MS + (index * CACHED_PERIOD_MS) / cachedPages.length;
      if (when < windowMs) visits.push(visitAt(when, target).then((visit) => cached.push(visit)));
    });
  }
  // Each never-cached page three times: early, halfway, late in the window.
  const neverCached = neverCachedPages.map((target) => ({ target, answers: [] as OutageVisit[] }));
  [0.1, 0.5, 0.9].forEach((fraction, index) => {
    for (const entry of neverCached) {
      visits.push(
        visitAt(fraction * windowMs, entry.target).then((visit) => {
          entry.answers[index] = visit;
        }),
      );
    }
  });
  await Promise.all(visits);
  delayMs = 0;
  await Promise.all([edge.nginx, ...edge.instances, edge.redis].map((part) => part.stop()));
  return { logFile: edge.logFile, cached, neverCached };
}
