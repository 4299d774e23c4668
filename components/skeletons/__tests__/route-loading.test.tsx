import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemberPageSkeleton } from "../member-page-skeleton";
import { SearchSkeleton } from "../search-skeleton";
import { StudyCenterSkeleton } from "../study-center-skeleton";

// Shown by the browser while a navigation to these per-request pages is on its way
// (components/layout/navigation-skeleton.tsx).
it.each<[string, ComponentType]>([
  ["member pages", MemberPageSkeleton],
  ["search", SearchSkeleton],
  ["study centre", StudyCenterSkeleton],
])("%s: one loading status, its shapes hidden from screen readers", (_, Skeleton) => {
  const { container } = render(<Skeleton />);
  const status = screen.getByRole("status", { name: "页面加载中" });
  expect(status).toHaveAttribute("aria-busy", "true");
  expect(status.firstElementChild).toHaveAttribute("aria-hidden");
  expect(container.querySelectorAll(".animate-pulse").length).toBeGreaterThan(3);
});
