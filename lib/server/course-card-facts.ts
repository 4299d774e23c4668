import "server-only";
import { fetchCourseDetail } from "../api/courses";
import type { HomeBlock } from "../api/content-types";
import type { CourseCard } from "../api/courses-types";
import { courseFacts } from "../shared/course-facts";
import { logSoftFailure } from "../shared/soft-failure";
import { loadAssetOrigin } from "./bootstrap";
import { mapBounded } from "./paged-range-read";

// MeEdu's lists say nothing of a course's length (GET /api/v2/courses has videos_count, the home
// page's blocks not even that), so a card's 课时 and 时长 come from the course's own detail: the
// same cached read as its page (tags `courses` and `course-{id}`), so a course edit's webhook
// refreshes every list that shows it. A list of 20 cards costs at most 20 reads, a few at a time,
// all within one short budget: a slow backend drops facts, never the page.

/** Detail reads in flight at once for one list. */
export const CARD_FACTS_CONCURRENCY = 6;
/** How long one list may wait for all its cards' facts (on top of the render's own reads). */
export const CARD_FACTS_BUDGET_MS = 3000;

/** The cards with their facts; a card whose course cannot be read in the budget keeps none. */
export async function withCardFacts(cards: readonly CourseCard[]): Promise<CourseCard[]> {
  const assetOrigin = loadAssetOrigin();
  const endsAt = Date.now() + CARD_FACTS_BUDGET_MS;
  return mapBounded(cards, CARD_FACTS_CONCURRENCY, async (card) => {
    const left = endsAt - Date.now();
    if (left <= 0) return card;
    try {
      const detail = await fetchCourseDetail(card.id, assetOrigin, null, left);
      return { ...card, facts: courseFacts(detail.chapters) };
    } catch (error) {
      logSoftFailure(`读取课程 ${card.id} 的课时与时长`, error, "课程卡片不显示课时与时长");
      return card;
    }
  });
}

/** The home page's blocks, their course cards with facts (the blocks' lists are read side by side). */
export async function withBlockFacts(blocks: readonly HomeBlock[]): Promise<HomeBlock[]> {
  return Promise.all(
    blocks.map(async (block) =>
      block.kind === "courses" ? { ...block, courses: await withCardFacts(block.courses) } : block,
    ),
  );
}
