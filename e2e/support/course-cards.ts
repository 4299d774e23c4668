import { expect, type Locator, type Page } from "@playwright/test";
import { courseFacts, formatCourseFacts } from "../../lib/shared/course-facts";
import type { ChapterGroup } from "../../lib/api/courses-types";
import { E2E_API_URL } from "./environment";
import { courseLessons } from "./lessons";

// Course cards on the site's lists (issue 31, item 7): the facts every visitor sees, the marks a member gets.

/** The member call behind 已购 / 已学 (through the site's /api proxy). */
export const OWNED_COURSES_CALL = /\/api\/v3\/member\/courses\?/;

/** Course cards: links to a course with a title (a slide may link to a course too). */
export const courseCards = (scope: Page | Locator) => scope.locator('a[href^="/courses/detail/"]:has(h2, h3)');

export const cardCourseId = async (card: Locator) =>
  Number(/\/courses\/detail\/(\d+)$/.exec((await card.getAttribute("href")) ?? "")?.[1]);

/** What a card should say: 课时 and 时长 of the lessons the course's detail lists. */
export async function expectedFacts(courseId: number, apiURL = E2E_API_URL): Promise<string> {
  const lessons = await courseLessons(courseId, apiURL);
  const chapters: ChapterGroup[] = [
    { id: 0, title: "", lessons: lessons.map((lesson) => ({ ...lesson, chapterId: 0, freeSeconds: 0 })) },
  ];
  return formatCourseFacts(courseFacts(chapters));
}

/** Every card in `scope` shows its course's facts; answers how many cards there were. */
export async function expectFactsOnCards(scope: Page | Locator, apiURL = E2E_API_URL): Promise<number> {
  const cards = await courseCards(scope).all();
  const ids = await Promise.all(cards.map(cardCourseId));
  const expected = await Promise.all(ids.map((id) => expectedFacts(id, apiURL)));
  for (const [index, card] of cards.entries()) {
    expect(expected[index], `course ${ids[index]} has lessons`).toMatch(/^\d+课时( · .+)?$/);
    await expect(card.locator("p"), `card of course ${ids[index]}`).toHaveText(expected[index]);
  }
  return cards.length;
}

/** The member's bought courses and their progress, straight from the API (MeEdu's v3 member/courses). */
export async function ownedProgress(token: string, apiURL = E2E_API_URL): Promise<Map<number, number>> {
  const response = await fetch(`${apiURL}/api/v3/member/courses?page=1&size=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    data: { data: Array<{ course_id: number; watch_record: { progress?: number } | [] }> };
  };
  return new Map(
    body.data.data.map((item) => [
      item.course_id,
      Array.isArray(item.watch_record) ? 0 : (item.watch_record.progress ?? 0),
    ]),
  );
}

/** 已购 (and 已学 N% once started) on exactly the bought courses' cards; answers how many were marked. */
export async function expectOwnedMarks(scope: Page | Locator, owned: Map<number, number>): Promise<number> {
  let marked = 0;
  for (const card of await courseCards(scope).all()) {
    const progress = owned.get(await cardCourseId(card));
    if (progress === undefined) {
      await expect(card).not.toContainText("已购");
      continue;
    }
    marked += 1;
    await expect(card.getByText(/^已购/)).toHaveText(progress > 0 ? `已购 · 已学 ${progress}%` : "已购");
  }
  return marked;
}
