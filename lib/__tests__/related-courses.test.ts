/** @jest-environment node */
import type { CourseCard } from "../api/courses-types";
import { pickRelatedCourses, RELATED_COURSES_MAX } from "../server/related-courses";

const card = (id: number): CourseCard => ({
  id,
  title: `课程 ${id}`,
  thumb: "",
  charge: 0,
  isFree: true,
  categoryName: "",
  shortDescription: "",
  publishedAt: "",
});
const ids = (cards: CourseCard[]) => cards.map((item) => item.id);
const cards = (...list: number[]) => list.map(card);

describe("pickRelatedCourses: the same category first, recommended ones to fill", () => {
  it.each([
    ["the course itself is never shown", 1, cards(1, 2, 3), cards(1, 4), [2, 3, 4]],
    ["a course in both lists is shown once", 1, cards(2, 3), cards(3, 2, 5), [2, 3, 5]],
    ["recommended ones fill the rest", 9, cards(), cards(1, 2), [1, 2]],
    ["nothing relates: nothing is shown", 1, cards(1), cards(1), []],
    ["at most two rows", 1, cards(1, 2, 3, 4, 5, 6, 7, 8, 9), cards(10), [2, 3, 4, 5, 6, 7, 8, 9]],
  ])("%s", (_case, courseId, sameCategory, recommended, expected) => {
    const picked = pickRelatedCourses(courseId, sameCategory, recommended);
    expect(ids(picked)).toEqual(expected);
    expect(picked.length).toBeLessThanOrEqual(RELATED_COURSES_MAX);
  });
});
