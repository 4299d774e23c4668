import { act, render, screen } from "@testing-library/react";
import { FINISH_MS, GIVE_UP_MS, finishRouteProgress, startRouteProgress } from "@/lib/browser/route-progress";
import { navigationSkeletonKind } from "@/lib/shared/navigation-skeleton-kind";
import { NavigationSkeleton } from "../navigation-skeleton";

const HOME = "http://localhost/";

describe("navigationSkeletonKind", () => {
  it.each([
    ["/courses", HOME, "course-list"],
    ["/courses?cid=2&page=3", HOME, "course-list"],
    ["/courses/detail/12", "http://localhost/courses", "course-detail"],
    ["/courses/detail/12?tab=3", "http://localhost/courses/detail/9", "course-detail"],
    ["/courses/video/4", "http://localhost/courses/video/3", "lesson"],
    ["/member", HOME, "member"],
    ["/member/orders?page=2", "http://localhost/member", "member"],
    ["/study-center?tab=liked", HOME, "study-center"],
    ["/search?keywords=vue", HOME, "search"],
  ])("%s from %s: %s", (target, current, kind) => {
    expect(navigationSkeletonKind(target, current)).toBe(kind);
  });

  it.each([
    ["/courses?cid=2", "http://localhost/courses?cid=1"],
    ["/courses/detail/12?tab=3", "http://localhost/courses/detail/12"],
    ["/search?keywords=react", "http://localhost/search?keywords=vue"],
    ["/memberx", HOME],
  ])("no skeleton for %s from %s (same page, or a page without one)", (target, current) => {
    expect(navigationSkeletonKind(target, current)).toBeNull();
  });
});

describe("NavigationSkeleton", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, "", "/");
  });
  afterEach(() => {
    act(() => jest.advanceTimersByTime(GIVE_UP_MS + FINISH_MS));
    jest.useRealTimers();
  });

  it("shows the course list skeleton over the page being left until the route commits", () => {
    render(
      <NavigationSkeleton>
        <p>首页内容</p>
      </NavigationSkeleton>,
    );
    expect(screen.queryByRole("status", { name: "页面加载中" })).not.toBeInTheDocument();
    expect(screen.getByText("首页内容")).toBeVisible();

    act(() => startRouteProgress("/courses"));
    expect(screen.getByRole("status", { name: "页面加载中" })).toBeInTheDocument();
    expect(screen.getByText("首页内容")).not.toBeVisible();

    act(() => finishRouteProgress());
    expect(screen.queryByRole("status", { name: "页面加载中" })).not.toBeInTheDocument();
    expect(screen.getByText("首页内容")).toBeVisible();
  });
});
