import { prepareScaleDataDir, SCALE_CATALOGUE, type GeneratedCatalogue } from "./catalogue";
import { median } from "./measure";
import { startApi } from "./stack";

// Search at the scale (issue 33): the embedded API on a catalogue of 20,000 courses
// (bench/catalogue.ts); a course is renamed through the test hook, then the first search for its
// new title and a course list are sent together. The API answers one request at a time, so the
// list's time includes whatever the search made it wait for (before issue 33: the index rebuild).

export const SEARCH_AFTER_EDIT_GOAL_MS = 200;
const LIST = "/api/v2/courses?page=1&page_size=16";

export interface SearchAtScale {
  /** The embedded API serving the catalogue, still running (stopAll ends it). */
  apiUrl: string;
  catalogue: GeneratedCatalogue;
  generateSeconds: number;
  /** Median over the rounds: the first search after an edit, ≥ 3 characters (the FTS index). */
  searchAfterEditMs: number;
  /** The course list sent with it. */
  concurrentListMs: number;
  listAloneMs: number;
  /** A 2-character keyword after an edit (a LIKE over every record: the trigram index needs 3). */
  shortSearchAfterEditMs: number;
}

/** Milliseconds until the whole answer, which must be MeEdu's success envelope. */
async function timed(url: string, init?: RequestInit, expect = (data: { total?: number }) => data !== undefined) {
  const started = performance.now();
  const answer = await fetch(url, init);
  const body = (await answer.json()) as { code: number; data: { total?: number } };
  const ms = performance.now() - started;
  if (!answer.ok || body.code !== 0 || !expect(body.data))
    throw new Error(`${url}: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
  return ms;
}

export async function searchAtScale(port: number, rounds: number): Promise<SearchAtScale> {
  let catalogue: GeneratedCatalogue | undefined;
  let generateSeconds = 0;
  const apiUrl = await startApi(port, async (dataDir) => {
    const started = performance.now();
    catalogue = await prepareScaleDataDir(dataDir, SCALE_CATALOGUE);
    generateSeconds = (performance.now() - started) / 1000;
  });
  if (!catalogue) throw new Error("the scale catalogue was not generated");
  const found = (data: { total?: number }) => (data.total ?? 0) > 0;
  const search = (keywords: string) =>
    timed(`${apiUrl}/api/v3/search?keywords=${encodeURIComponent(keywords)}&type=&size=10`, undefined, found);
  const rename = (id: number, title: string) =>
    timed(`${apiUrl}/__test/course-title?id=${id}&title=${encodeURIComponent(title)}`, { method: "POST" });

  await search("数据分析");
  const alone: number[] = [];
  for (let i = 0; i < 5; i += 1) alone.push(await timed(`${apiUrl}${LIST}`));
  const searches: number[] = [];
  const lists: number[] = [];
  const shortSearches: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const id = catalogue.courseIds[(round + 1) * 4_999];
    const title = `基准搜索${Date.now()}第${round + 1}轮`; // one term: the FTS index answers it
    await rename(id, title);
    const [searchMs, listMs] = await Promise.all([search(title), timed(`${apiUrl}${LIST}`)]);
    searches.push(searchMs);
    lists.push(listMs);
    await rename(id, `基准短词${round + 1}`);
    shortSearches.push(await search("短词"));
  }
  return {
    apiUrl,
    catalogue,
    generateSeconds,
    searchAfterEditMs: median(searches),
    concurrentListMs: median(lists),
    listAloneMs: median(alone),
    shortSearchAfterEditMs: median(shortSearches),
  };
}
