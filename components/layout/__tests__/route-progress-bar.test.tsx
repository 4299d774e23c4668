import { act, render, screen } from "@testing-library/react";
import { FINISH_MS, GIVE_UP_MS, startRouteProgress } from "@/lib/browser/route-progress";
import { onRouterTransitionStart } from "@/instrumentation-client";
import { RouteProgressBar } from "../route-progress-bar";

let pathname = "/courses";
let search = "cid=1";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));

const bar = () => screen.queryByRole("progressbar", { name: "页面加载中" });
const HERE = "http://localhost/courses?cid=1";

beforeEach(() => {
  jest.useFakeTimers();
  pathname = "/courses";
  search = "cid=1";
});

afterEach(() => {
  act(() => jest.advanceTimersByTime(GIVE_UP_MS + FINISH_MS));
  jest.useRealTimers();
});

it("runs from the router's navigation start until the new route commits, then fades out", () => {
  const { rerender } = render(<RouteProgressBar />);
  expect(bar()).not.toBeInTheDocument();

  act(() => startRouteProgress("/courses/detail/3", HERE));
  expect(bar()).toHaveAttribute("aria-busy", "true");

  pathname = "/courses/detail/3";
  search = "";
  rerender(<RouteProgressBar />);
  expect(bar()).toHaveAttribute("aria-busy", "false");
  act(() => jest.advanceTimersByTime(FINISH_MS));
  expect(bar()).not.toBeInTheDocument();
});

it("finishes when only the query changes (another filter of the same list)", () => {
  const { rerender } = render(<RouteProgressBar />);
  act(() => startRouteProgress("/courses?cid=2", HERE));
  expect(bar()).toHaveAttribute("aria-busy", "true");
  search = "cid=2";
  rerender(<RouteProgressBar />);
  expect(bar()).toHaveAttribute("aria-busy", "false");
});

it("never starts for the same address or a hash link on it", () => {
  render(<RouteProgressBar />);
  act(() => startRouteProgress("/courses?cid=1", HERE));
  act(() => startRouteProgress("#comments", HERE));
  act(() => startRouteProgress("http://localhost/courses?cid=1#top", HERE));
  expect(bar()).not.toBeInTheDocument();
});

it("gives up on a navigation that never commits", () => {
  render(<RouteProgressBar />);
  act(() => startRouteProgress("/member", HERE));
  act(() => jest.advanceTimersByTime(GIVE_UP_MS - 1));
  expect(bar()).toHaveAttribute("aria-busy", "true");
  act(() => jest.advanceTimersByTime(1 + FINISH_MS));
  expect(bar()).not.toBeInTheDocument();
});

it("is started by Next's router hook (instrumentation-client)", () => {
  window.history.replaceState(null, "", "/courses?cid=1");
  render(<RouteProgressBar />);
  act(() => onRouterTransitionStart("/vip"));
  expect(bar()).toHaveAttribute("aria-busy", "true");
});
