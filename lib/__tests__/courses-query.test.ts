/** @jest-environment node */
import { coursesHref, filterCategoryId, parseCoursesQuery, resolveCoursesQuery } from "../shared/courses-query";

const categories = [
  {
    id: 1,
    name: "编程开发",
    children: [
      { id: 2, name: "前端开发" },
      { id: 3, name: "后端开发" },
    ],
  },
  { id: 5, name: "设计创意", children: [{ id: 6, name: "UI设计" }] },
];

describe("courses query", () => {
  it("parses ?cid=&child=&scene=&page= and refuses junk", () => {
    expect(parseCoursesQuery({ cid: "1", child: "2", scene: "free", page: "3" })).toEqual({
      cid: 1,
      child: 2,
      scene: "free",
      page: 3,
    });
    expect(parseCoursesQuery({ cid: "x", child: "-2", scene: "recom", page: "0" })).toEqual({
      cid: 0,
      child: 0,
      scene: "",
      page: 1,
    });
    expect(parseCoursesQuery({ cid: ["5", "1"], scene: "sub" })).toMatchObject({ cid: 5, scene: "sub" });
  });

  it("drops a child that is not under the chosen parent and an unknown parent", () => {
    expect(resolveCoursesQuery({ cid: 1, child: 6, scene: "", page: 1 }, categories)).toMatchObject({
      cid: 1,
      child: 0,
    });
    expect(resolveCoursesQuery({ cid: 9, child: 2, scene: "", page: 1 }, categories)).toMatchObject({
      cid: 0,
      child: 0,
    });
  });

  it("filters by the child when chosen, else by the parent", () => {
    expect(filterCategoryId({ cid: 1, child: 3, scene: "", page: 1 })).toBe(3);
    expect(filterCategoryId({ cid: 1, child: 0, scene: "", page: 1 })).toBe(1);
  });

  it("builds links that omit defaults", () => {
    expect(coursesHref({ cid: 0, child: 0, scene: "", page: 1 })).toBe("/courses");
    expect(coursesHref({ cid: 1, child: 2, scene: "sub", page: 2 })).toBe("/courses?cid=1&child=2&scene=sub&page=2");
    expect(coursesHref({ cid: 0, child: 2, scene: "free", page: 1 })).toBe("/courses?scene=free");
  });
});
