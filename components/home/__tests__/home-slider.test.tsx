import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomeSlider, SLIDE_INTERVAL_MS } from "../home-slider";

const slides = [
  { src: "/a.png", href: "/courses/detail/1" },
  { src: "/b.png", href: "/courses/detail/2" },
  { src: "/c.png", href: "/courses/detail/3" },
];

// jsdom ignores `inert`, so the shown slide is the one without it (real focus order: e2e/accessibility.spec.ts).
const shownSlide = () =>
  screen
    .getAllByRole("group")
    .filter((slide) => !slide.hasAttribute("inert"))
    .map((slide) => slide.getAttribute("aria-label"));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("makes every slide but the shown one inert", () => {
  render(<HomeSlider slides={slides} />);
  expect(shownSlide()).toEqual(["1 / 3"]);
  expect(screen.getByRole("link", { name: "轮播图 2" }).closest("[inert]")).not.toBeNull();
  expect(screen.getByRole("link", { name: "轮播图 1" }).closest("[inert]")).toBeNull();
});

it("shows the slide whose dot is pressed with the keyboard", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<HomeSlider slides={slides} />);
  screen.getByRole("button", { name: "第 3 张" }).focus();
  await user.keyboard("{Enter}");
  expect(shownSlide()).toEqual(["3 / 3"]);
  expect(screen.getByRole("button", { name: "第 3 张" })).toHaveAttribute("aria-current", "true");
  expect(screen.getByRole("link", { name: "轮播图 3" }).closest("[inert]")).toBeNull();
});

it("stops rotating while focus is inside, and resumes when it leaves", () => {
  render(<HomeSlider slides={slides} />);
  fireEvent.focus(screen.getByRole("link", { name: "轮播图 1" }));
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
  expect(shownSlide()).toEqual(["1 / 3"]);

  fireEvent.blur(screen.getByRole("link", { name: "轮播图 1" }), { relatedTarget: document.body });
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(shownSlide()).toEqual(["2 / 3"]);
});

it("暂停 stops the rotation until 播放", () => {
  render(<HomeSlider slides={slides} />);
  fireEvent.click(screen.getByRole("button", { name: "暂停轮播" }));
  fireEvent.blur(screen.getByRole("button", { name: "播放轮播" }), { relatedTarget: document.body });
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
  expect(shownSlide()).toEqual(["1 / 3"]);

  fireEvent.click(screen.getByRole("button", { name: "播放轮播" }));
  fireEvent.blur(screen.getByRole("button", { name: "暂停轮播" }), { relatedTarget: document.body });
  act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(shownSlide()).toEqual(["2 / 3"]);
});
