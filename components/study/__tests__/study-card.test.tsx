import { render, screen } from "@testing-library/react";
import type { StudyItem } from "@/lib/api/member-lists-types";
import { StudyCard } from "../study-card";

const item: StudyItem = {
  courseId: 2,
  course: { id: 2, title: "Python 数据分析实战", thumb: "", lessonCount: 12 },
  learnedCount: 0,
  progress: 0,
  isSubscribed: false,
  lastVideoId: 0,
  createdAt: "2025-05-01T08:00:00Z",
};

it("a favourite the member may watch offers 继续学习", () => {
  render(<StudyCard item={{ ...item, lastVideoId: 7, progress: 30 }} tab="liked" watchable />);
  expect(screen.getByRole("link", { name: "继续学习" })).toHaveAttribute("href", "/courses/video/7");
});

it("a favourite the member may not watch links to the course page instead of 继续学习", () => {
  render(<StudyCard item={item} tab="liked" watchable={false} />);
  expect(screen.queryByRole("link", { name: /继续学习|学习完成/ })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Python 数据分析实战 详情" })).toHaveAttribute("href", "/courses/detail/2");
});
