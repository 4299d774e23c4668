import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import MemberLoading from "@/app/(main)/(pages)/member/loading";
import SearchLoading from "@/app/(main)/(pages)/search/loading";
import StudyCenterLoading from "@/app/(main)/(pages)/study-center/loading";

// The per-request pages stream these while their data loads (the cached public pages do not: see
// components/layout/navigation-skeleton.tsx).
it.each<[string, ComponentType]>([
  ["member pages", MemberLoading],
  ["search", SearchLoading],
  ["study centre", StudyCenterLoading],
])("%s: one loading status, its shapes hidden from screen readers", (_, Loading) => {
  const { container } = render(<Loading />);
  const status = screen.getByRole("status", { name: "页面加载中" });
  expect(status).toHaveAttribute("aria-busy", "true");
  expect(status.firstElementChild).toHaveAttribute("aria-hidden");
  expect(container.querySelectorAll(".animate-pulse").length).toBeGreaterThan(3);
});
