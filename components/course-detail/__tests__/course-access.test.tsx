import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { configureBrowserApi } from "@/lib/api/client";
import type { CourseInfo, Lesson } from "@/lib/api/courses-types";
import type { User } from "@/lib/api/member-types";
import { useUserStoreApi } from "@/lib/stores/store-provider";
import { jsonResponse, lastRequest, mockFetch } from "@/lib/test-helpers/fetch-mock";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { notifySessionChanged } from "@/lib/browser/session-marker";
import { AttachmentAction, AttachmentLoginHint } from "../attachment-access";
import { BuyArea } from "../buy-area";
import { CollectButton } from "../collect-button";
import { CourseAccessProvider, useCourseAccess, type MemberCourseAccess } from "../course-access";
import { LessonLock } from "../lesson-lock";
import { LessonRow } from "../lesson-row";
import { TrialTag } from "../trial-tag";

// The cached course page is the visitor's view; the member's bought/collected state comes
// from the browser (only fetch is faked: it stands in for the site's /api proxy).

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };

function AccessProbe() {
  const access: MemberCourseAccess = useCourseAccess();
  return (
    <p data-testid="access">{`${access.isLogin ? "member" : "visitor"}|${access.isBuy ? "bought" : "-"}|${access.isCollect ? "collected" : "-"}`}</p>
  );
}

/** Stands in for SessionLoader filling in the member after the page rendered. */
function LoadMember() {
  const store = useUserStoreApi();
  return (
    <>
      <button type="button" onClick={() => store.getState().loginAction(makeUser())}>
        load member
      </button>
      <button type="button" onClick={() => store.getState().markSessionUnknown()}>
        busy API
      </button>
    </>
  );
}

function renderAccess(user: User | null, children: ReactNode, known?: { isBuy: boolean; isCollect: boolean }) {
  return renderWithStores(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LoadMember />
      <CourseAccessProvider courseId={7} known={known}>
        {children}
      </CourseAccessProvider>
    </SWRConfig>,
    { user },
  );
}

function detailAnswer(isBuy: boolean, isCollect: boolean) {
  return jsonResponse({
    code: 0,
    message: "",
    data: { course: { id: 7, title: "课程" }, chapters: [], videos: [], isBuy, isCollect },
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
  useAuthDialogStore.setState({ open: null });
});

afterAll(() => configureBrowserApi(null));

describe("CourseAccessProvider", () => {
  it("gives visitors the visitor view without asking the API", () => {
    const fetchMock = mockFetch();
    renderAccess(null, <AccessProbe />);
    expect(screen.getByTestId("access")).toHaveTextContent("visitor|-|-");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is the visitor view outside any provider", () => {
    render(<AccessProbe />);
    expect(screen.getByTestId("access")).toHaveTextContent("visitor|-|-");
  });

  it("asks the API through /api for a signed-in member", async () => {
    const fetchMock = mockFetch(detailAnswer(true, true));
    renderAccess(makeUser(), <AccessProbe />);
    // Until the answer arrives the member is treated as not having bought.
    expect(screen.getByTestId("access")).toHaveTextContent("member|-|-");
    await waitFor(() => expect(screen.getByTestId("access")).toHaveTextContent("member|bought|collected"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v2/course/7");
    expect(init.headers.Authorization).toBeUndefined();
  });

  it("stays not-bought, without a toast, when the access check fails", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 500, message: "服务器错误", data: [] }));
    renderAccess(makeUser(), <AccessProbe />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByTestId("access")).toHaveTextContent("member|-|-");
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it("asks once the member is loaded after the page (SessionLoader)", async () => {
    const fetchMock = mockFetch(detailAnswer(true, false));
    renderAccess(null, <AccessProbe />);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "load member" }));
    await waitFor(() => expect(screen.getByTestId("access")).toHaveTextContent("member|bought|-"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("lets `known` win without fetching", async () => {
    const fetchMock = mockFetch(detailAnswer(false, false));
    renderAccess(makeUser(), <AccessProbe />, { isBuy: true, isCollect: true });
    expect(screen.getByTestId("access")).toHaveTextContent("member|bought|collected");
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const PAID: CourseInfo = {
  id: 7,
  title: "课程",
  thumb: "",
  charge: 99,
  shortDescription: "",
  descriptionHtml: "",
  seoKeywords: "",
  seoDescription: "",
  publishedAt: "",
  userCount: 0,
  categoryId: 0,
  isFree: false,
  isVipFree: true,
  allowComment: true,
  listed: true,
};

function CoursePieces() {
  return (
    <>
      <BuyArea course={PAID} />
      <CollectButton courseId={7} />
      <LessonLock />
      <TrialTag />
      <AttachmentLoginHint returnTo="/courses/detail/7?tab=5" />
      <AttachmentAction courseId={7} attachId={3} name="讲义.pdf" />
    </>
  );
}

describe("course detail pieces read the member's access", () => {
  it("visitors: buy button, locks, the login hint, and 收藏 opens the login dialog", async () => {
    mockFetch();
    renderAccess(null, <CoursePieces />);
    expect(screen.getByRole("link", { name: "购买课程￥99" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "需购买" })).toBeInTheDocument();
    expect(screen.getByText("试看")).toBeInTheDocument();
    expect(screen.getByText(/登录并购买课程后可下载附件/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /下载附件/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "☆ 收藏" }));
    expect(useAuthDialogStore.getState().open).toBe("login");
  });

  it("visitors: a lesson row keeps the lesson's address and asks them to sign in in place", async () => {
    mockFetch();
    const lesson: Lesson = { id: 11, title: "第一课", duration: 60, freeSeconds: 0, chapterId: 1 };
    renderAccess(
      null,
      <ul>
        <LessonRow lesson={lesson} locked />
      </ul>,
    );
    const row = screen.getByRole("link", { name: /第一课/ });
    expect(row).toHaveAttribute("href", "/courses/video/11");
    await userEvent.click(row);
    expect(useAuthDialogStore.getState().open).toBe("login");
  });

  it("members who bought: 课程已购买, no lock, the download button and their 已收藏", async () => {
    mockFetch(detailAnswer(true, true));
    renderAccess(makeUser(), <CoursePieces />);
    expect(await screen.findByText("课程已购买")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "需购买" })).not.toBeInTheDocument();
    expect(screen.queryByText("试看")).not.toBeInTheDocument();
    expect(screen.queryByText(/登录并购买课程后可下载附件/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "下载附件 讲义.pdf" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "★ 已收藏" })).toHaveAttribute("aria-pressed", "true");
  });

  it("收藏 that cannot reach the backend undoes itself and says why", async () => {
    const fetchMock = mockFetch(detailAnswer(false, false), new TypeError("Failed to fetch"));
    renderAccess(makeUser(), <CoursePieces />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    await userEvent.click(screen.getByRole("button", { name: "☆ 收藏" }));
    expect(await screen.findByText("网络错误，请稍后再试")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "☆ 收藏" })).toHaveAttribute("aria-pressed", "false");
  });

  it("members who have not bought: the buy button, the lock and 请购买课程后下载", async () => {
    const fetchMock = mockFetch(detailAnswer(false, false));
    renderAccess(makeUser(), <CoursePieces />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByRole("link", { name: "购买课程￥99" })).toHaveAttribute(
      "href",
      "/order?goods_id=7&goods_type=vod",
    );
    expect(screen.getByRole("img", { name: "需购买" })).toBeInTheDocument();
    expect(screen.getByText("试看")).toBeInTheDocument();
    expect(screen.getByText("请购买课程后下载")).toBeInTheDocument();
    expect(screen.queryByText(/登录并购买课程后可下载附件/)).not.toBeInTheDocument();
  });

  describe("the hero of a course the member may watch (like Open edX's Resume)", () => {
    const lesson = (id: number, chapterId: number) => ({ id, chapter_id: chapterId, title: `课时${id}`, duration: 30 });
    const record = (id: number, videoId: number, updatedAt: string) => ({
      id,
      video_id: videoId,
      watch_seconds: 5,
      watched_at: null,
      updated_at: updatedAt,
    });
    const answer = (isBuy: boolean, progress: unknown = []) =>
      jsonResponse({
        code: 0,
        message: "",
        data: {
          course: { id: 7 },
          chapters: [{ id: 1, title: "第一章" }],
          // 目录 order: lessons without a chapter first, so lesson 30 is the first one.
          videos: { "1": [lesson(11, 1), lesson(12, 1)], "0": [lesson(30, 0)] },
          isBuy,
          isCollect: false,
          videoWatchedProgress: progress,
        },
      });

    it("offers 开始学习 at the first lesson before any progress, and says why the member may watch", async () => {
      mockFetch(answer(true));
      renderAccess(makeUser(), <BuyArea course={PAID} />);
      expect(await screen.findByRole("link", { name: "开始学习" })).toHaveAttribute("href", "/courses/video/30");
      expect(screen.getByText("课程已购买")).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: /购买课程/ })).not.toBeInTheDocument();
    });

    it("offers 继续学习 at the lesson watched last (a tie goes to the newer record)", async () => {
      mockFetch(
        answer(true, {
          "11": record(5, 11, "2024-05-02T12:00:00.000000Z"),
          "12": record(9, 12, "2024-05-02T12:00:00.000000Z"),
          "30": record(12, 30, "2024-05-01T12:00:00.000000Z"),
        }),
      );
      renderAccess(makeUser(), <BuyArea course={PAID} />);
      expect(await screen.findByRole("link", { name: "继续学习" })).toHaveAttribute("href", "/courses/video/12");
      expect(screen.queryByRole("link", { name: "开始学习" })).not.toBeInTheDocument();
    });

    it("skips progress on a lesson that is no longer listed", async () => {
      mockFetch(answer(true, [record(5, 99, "2024-05-03T00:00:00.000000Z")]));
      renderAccess(makeUser(), <BuyArea course={PAID} />);
      expect(await screen.findByRole("link", { name: "开始学习" })).toHaveAttribute("href", "/courses/video/30");
    });

    it("a VIP-free course watched through VIP says 已开通会员，会员免费看, not 课程已购买", async () => {
      mockFetch(answer(true));
      renderAccess(makeUser({ role_id: 1, role_expired_at: "2999-01-01 00:00:00" }), <BuyArea course={PAID} />);
      expect(await screen.findByText("已开通会员，会员免费看")).toBeInTheDocument();
      expect(screen.queryByText("课程已购买")).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "开始学习" })).toBeInTheDocument();
    });

    it("a free course: 开始学习 for members, 本课程免费 without a link for visitors", async () => {
      const FREE = { ...PAID, charge: 0, isFree: true, isVipFree: false };
      mockFetch(answer(true));
      const view = renderAccess(makeUser(), <BuyArea course={FREE} />);
      expect(await screen.findByRole("link", { name: "开始学习" })).toBeInTheDocument();
      expect(screen.getByText("本课程免费")).toBeInTheDocument();
      view.unmount();
      renderAccess(null, <BuyArea course={FREE} />);
      expect(screen.getByText("本课程免费")).toBeInTheDocument();
      expect(screen.queryByRole("link")).not.toBeInTheDocument();
    });

    it("a member who may not watch gets the buy area and no learn link", async () => {
      const fetchMock = mockFetch(answer(false));
      renderAccess(makeUser(), <BuyArea course={PAID} />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await act(async () => {});
      expect(screen.getByRole("link", { name: "购买课程￥99" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: /开始学习|继续学习/ })).not.toBeInTheDocument();
    });
  });
});

describe("a browser with a session the page does not know yet", () => {
  const MARKER = "meedu-signed-in";
  const dropMarker = () => (document.cookie = `${MARKER}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  beforeEach(() => {
    resetToasts();
    document.cookie = `${MARKER}=1; path=/`;
  });
  afterEach(dropMarker);

  it("while it loads, 收藏 waits for the member and their state, then collects: no login dialog", async () => {
    const fetchMock = mockFetch(detailAnswer(false, false), jsonResponse({ code: 0, message: "", data: 1 }));
    renderAccess(null, <CollectButton courseId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "☆ 收藏" }));
    expect(useAuthDialogStore.getState().open).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "load member" }));
    expect(await screen.findByText("收藏成功")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "★ 已收藏" })).toHaveAttribute("aria-pressed", "true");
    expect(lastRequest(fetchMock).url).toBe("/api/v2/course/7/like");
  });

  it("a 收藏 held while loading does not undo a favourite the member already had", async () => {
    const fetchMock = mockFetch(detailAnswer(false, true));
    renderAccess(null, <CollectButton courseId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "☆ 收藏" }));
    await userEvent.click(screen.getByRole("button", { name: "load member" }));
    expect(await screen.findByRole("button", { name: "★ 已收藏" })).toBeInTheDocument();
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1); // the access read, no toggle
  });

  it("while it loads, 购买 waits; a session that turns out gone then gets the login dialog", async () => {
    mockFetch();
    renderAccess(null, <BuyArea course={PAID} />);
    await userEvent.click(screen.getByRole("link", { name: "购买课程￥99" }));
    expect(useAuthDialogStore.getState().open).toBeNull();
    dropMarker();
    act(() => notifySessionChanged());
    expect(useAuthDialogStore.getState().open).toBe("login");
  });

  it("when the API cannot confirm it: 收藏 and 购买 say 服务繁忙，请稍后再试, never the login dialog or 立即登录", async () => {
    const fetchMock = mockFetch();
    renderAccess(null, <CoursePieces />);
    await userEvent.click(screen.getByRole("button", { name: "busy API" }));
    expect(screen.getByText("暂时无法确认你的学习状态，请稍后刷新")).toBeInTheDocument();
    expect(screen.queryByText(/登录并购买课程后可下载附件/)).not.toBeInTheDocument();
    for (const action of [
      screen.getByRole("button", { name: "☆ 收藏" }),
      screen.getByRole("link", { name: "购买课程￥99" }),
    ]) {
      resetToasts();
      await userEvent.click(action);
      expect(screen.getByText("服务繁忙，请稍后再试")).toBeInTheDocument();
      expect(useAuthDialogStore.getState().open).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
