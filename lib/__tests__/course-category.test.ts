/** @jest-environment node */
import { findCategoryName } from "../server/course-category";

const categories = [
  { id: 1, name: "编程开发", children: [{ id: 4, name: "前端" }] },
  { id: 2, name: "设计", children: [] },
];

describe("findCategoryName: the course page's 分类", () => {
  it.each([
    [1, "编程开发"],
    [4, "前端"],
    [2, "设计"],
    [9, ""],
    [0, ""],
    [-1, ""],
  ])("category %p → %p", (id, name) => expect(findCategoryName(categories, id)).toBe(name));
});
