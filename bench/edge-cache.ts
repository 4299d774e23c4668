import { EDGE_TTL_SECONDS } from "../deploy/render-nginx-conf";
import { curlVisit, firstByte, sleep, type Visit } from "./measure";

// How the edge's one cache behaves: how often it answers from its copy, how long an edit takes to
// show after its webhook, and how fast a visit is when nobody has asked for the page for a while.

/** nginx's X-Cache-Status of `count` requests spread over `urls` in turn. */
export async function cacheStatuses(urls: string[], count: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < count; i += 1) {
    const { cacheStatus } = await firstByte(urls[i % urls.length]);
    counts[cacheStatus] = (counts[cacheStatus] ?? 0) + 1;
  }
  return counts;
}

/** Answers served from the edge's copy (fresh, or stale while it refreshes in the background). */
export const FROM_COPY = ["HIT", "STALE", "UPDATING"];

export interface Freshness {
  /** Seconds from the webhook until every page showed the edit, the edge's copies older than its TTL. */
  oldCopies: number | null;
  /** The same, the edge's copies just refreshed (the worst case: a copy lives its TTL first). */
  freshCopies: number | null;
}

const POLL_MS = 100;
const GIVE_UP_MS = 30_000;

async function textOf(url: string): Promise<string> {
  return (await fetch(url, { headers: { "accept-encoding": "identity" } })).text();
}

/** Seconds until `shows` holds for every page, polled together every 100 ms; null after 30 s. */
async function secondsUntil(urls: string[], shows: (html: string) => boolean, since: number): Promise<number | null> {
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (performance.now() - since > GIVE_UP_MS) return null;
    const round = performance.now();
    await Promise.all(
      [...pending].map(async (url) => {
        if (shows(await textOf(url))) pending.delete(url);
      }),
    );
    await sleep(Math.max(0, POLL_MS - (performance.now() - round)));
  }
  return (performance.now() - since) / 1000;
}

/**
 * Time from webhook to visible: the course is renamed in the backend (the embedded API's test
 * hook, EMBEDDED_API_TEST_HOOKS=1), the webhook is sent through nginx as a school's backend would
 * (docs/caching.md, "Invalidation reaches every layer"), and the pages showing the title are polled through
 * nginx until they all show the new one. Measured twice: renamed while the edge's copies are older
 * than its TTL (the next visitor's request refreshes them), then put back right after they were
 * refreshed (they are served until their TTL is over).
 */
export async function webhookToVisible(
  edgeUrl: string,
  apiUrl: string,
  secret: string,
  courseId: number,
): Promise<Freshness> {
  const pages = [`${edgeUrl}/courses/detail/${courseId}`, `${edgeUrl}/courses`];
  const detail = await (await fetch(`${apiUrl}/api/v2/course/${courseId}`)).json();
  const seeded = detail.data.course.title as string;
  const rename = async (title: string) => {
    const answer = await fetch(`${apiUrl}/__test/course-title?id=${courseId}&title=${encodeURIComponent(title)}`, {
      method: "POST",
    });
    if (!answer.ok) throw new Error(`renaming course ${courseId}: ${answer.status} (EMBEDDED_API_TEST_HOOKS=1?)`);
  };
  const webhook = async () => {
    const answer = await fetch(`${edgeUrl}/api/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tags: ["courses", `course-${courseId}`] }),
    });
    if (!answer.ok) throw new Error(`POST /api/revalidate answered ${answer.status}`);
  };
  const edit = async (title: string, visible: (html: string) => boolean) => {
    await rename(title);
    const started = performance.now();
    await webhook();
    return secondsUntil(pages, visible, started);
  };

  const title = `基准刷新 ${Date.now()}`;
  await sleep((EDGE_TTL_SECONDS + 1) * 1000); // nobody asked for the pages for longer than the TTL
  const oldCopies = await edit(title, (html) => html.includes(title));

  await sleep((EDGE_TTL_SECONDS + 1) * 1000);
  await Promise.all(pages.map(textOf)); // stale: each starts a refresh in the background
  await sleep(500);
  const freshCopies = await edit(seeded, (html) => !html.includes(title));
  return { oldCopies, freshCopies };
}

/** `visits` visits of `url`, each after `gapMs` in which nobody asked for it (its copy is older than the TTL). */
export async function spacedVisits(url: string, visits: number, gapMs: number): Promise<Visit[]> {
  const results: Visit[] = [];
  for (let i = 0; i < visits; i += 1) {
    await sleep(gapMs);
    results.push(await curlVisit(url));
  }
  return results;
}
