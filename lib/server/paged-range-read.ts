import "server-only";
import type { PageOf } from "../api/paging";

// Part of a long paged list (the sitemap's thousands of courses), read page by page: a few pages
// at a time, every read under one deadline.

/** Loads one page; `timeoutMs` is what is left of the caller's deadline. */
export type PageLoader<T> = (page: number, timeoutMs: number) => Promise<PageOf<T>>;

export interface ReadPlan {
  /** Epoch ms every read must end by. */
  deadline: number;
  /** Reads in flight at once. */
  concurrency: number;
}

/** Runs `work` on every item, at most `limit` at a time; the first failure rejects and nothing more starts. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The items at positions [start, end) of the list, and its total. Page 1 is read first: its
 * per_page (what the backend really answered) and total decide which pages hold the range.
 * Any failed read rejects, so a caller never mistakes a part of the list for all of it.
 */
export async function readListRange<T>(
  load: PageLoader<T>,
  range: { start: number; end: number },
  plan: ReadPlan,
): Promise<{ items: T[]; total: number }> {
  const left = () => Math.max(0, plan.deadline - Date.now());
  const first = await load(1, left());
  const perPage = first.perPage;
  const stop = Math.min(range.end, first.total);
  if (range.start >= stop) return { items: [], total: first.total };
  const firstPage = Math.floor(range.start / perPage) + 1;
  const lastPage = Math.min(first.lastPage, Math.ceil(stop / perPage));
  const pages = Array.from({ length: lastPage - firstPage + 1 }, (_, index) => firstPage + index);
  const loaded = await mapBounded(pages, plan.concurrency, async (page) => (page === 1 ? first : load(page, left())));
  const items = loaded.flatMap((answer, index) =>
    answer.items.filter((_, at) => {
      const position = (pages[index] - 1) * perPage + at;
      return position >= range.start && position < stop;
    }),
  );
  return { items, total: first.total };
}
