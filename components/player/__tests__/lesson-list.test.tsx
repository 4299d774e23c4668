import { render, screen } from "@testing-library/react";
import type { ChapterGroup } from "@/lib/api/courses-types";
import { LessonList } from "../lesson-list";

// The player's list carries the course catalogue's locks: a sold course's lessons the member may
// not watch in full (not bought, not a lesson bought on its own).
const chapters: ChapterGroup[] = [
  {
    id: 1,
    title: "第一章",
    lessons: [
      { id: 11, chapterId: 1, title: "试看课", duration: 60, freeSeconds: 30 },
      { id: 12, chapterId: 1, title: "单独购买的课", duration: 60, freeSeconds: 0 },
      { id: 13, chapterId: 1, title: "正课", duration: 60, freeSeconds: 0 },
    ],
  },
];

const locks = () => screen.queryAllByRole("img", { name: "需购买" }).length;

it.each([
  ["a sold course, not bought", { paid: true, courseAccess: false }, 2],
  ["a sold course, bought", { paid: true, courseAccess: true }, 0],
  ["a free course", { paid: false, courseAccess: false }, 0],
])("%s: %s locks", (_case, { paid, courseAccess }, expected) => {
  render(
    <LessonList
      chapters={chapters}
      currentId={11}
      paid={paid}
      courseAccess={courseAccess}
      buyVideos={[12]}
      progress={{}}
    />,
  );
  expect(locks()).toBe(expected);
});
