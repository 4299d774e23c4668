import { act, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { configureBrowserApi } from "@/lib/api/client";
import type { CourseCard as CourseCardData } from "@/lib/api/courses-types";
import type { User } from "@/lib/api/member-types";
import { jsonResponse, mockFetch } from "@/lib/test-helpers/fetch-mock";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { CourseCard } from "../course-card";

// A list of cards: the facts are in the cached HTML for everyone; 已购 / 已学 fill in for a member
// from one call for the whole list (only fetch is faked: it stands in for the site's /api proxy).

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };

const card = (id: number): CourseCardData => ({
  id,
  title: `课程 ${id}`,
  thumb: `https://school.cn/c${id}.png`,
  charge: 99,
  isFree: false,
  categoryName: "后端",
  shortDescription: "",
  publishedAt: "",
  facts: { lessonCount: 12, totalSeconds: 12_000 },
});

const bought = (courseId: number, progress: number | null) => ({
  course_id: courseId,
  learned_count: 0,
  watch_record: progress === null ? [] : { course_id: courseId, progress },
  last_view_video: [],
  course: { id: courseId, title: "课程", thumb: "", charge: 99, videos_count: 12 },
});

function renderList(user: User | null) {
  return renderWithStores(
    <SWRConfig value={{ provider: () => new Map() }}>
      {Array.from({ length: 16 }, (_, index) => (
        <CourseCard key={index} course={card(index + 1)} />
      ))}
    </SWRConfig>,
    { user },
  );
}

const ownedCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes("/api/v3/member/courses")).length;

beforeEach(() => configureBrowserApi(hooks));
afterAll(() => configureBrowserApi(null));

it("shows every visitor the facts, with no member call and no mark", async () => {
  const fetchMock = mockFetch();
  renderList(null);
  expect(screen.getAllByText("12课时 · 3小时20分钟")).toHaveLength(16);
  await act(async () => undefined);
  expect(ownedCalls(fetchMock)).toBe(0);
  expect(screen.queryByText(/已购/)).toBeNull();
});

it("marks a member's bought courses from one call for the whole list", async () => {
  const fetchMock = mockFetch(
    jsonResponse({ code: 0, message: "", data: { data: [bought(2, 40), bought(5, null)], total: 2 } }),
  );
  renderList(makeUser());
  await waitFor(() => expect(screen.getByText("已购 · 已学 40%")).toBeInTheDocument());
  expect(screen.getAllByText(/^已购/).map((mark) => mark.textContent)).toEqual(["已购 · 已学 40%", "已购"]);
  expect(screen.getByRole("link", { name: /课程 5\b/ })).toHaveTextContent("已购");
  expect(ownedCalls(fetchMock)).toBe(1);
});

it("a member whose bought courses cannot be read sees the cards as a visitor does", async () => {
  const fetchMock = mockFetch(jsonResponse({ code: 500, message: "错误" }, 500));
  renderList(makeUser());
  await waitFor(() => expect(ownedCalls(fetchMock)).toBe(1));
  await act(async () => undefined);
  expect(screen.queryByText(/已购/)).toBeNull();
  expect(hooks.onBusy).not.toHaveBeenCalled();
});
