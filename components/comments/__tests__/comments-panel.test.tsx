import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { fetchAllComments, fetchComments, fetchReplies, normalizeComment, postComment } from "@/lib/api/comments";
import type { CommentPage } from "@/lib/api/comments-types";
import type { RawComment } from "@/lib/api/comments-types";
import type { CourseAccess } from "@/lib/api/courses";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { CourseAccessProvider } from "@/components/course-detail/course-access";
import { CommentsPanel, type CommentsPanelProps } from "../comments-panel";

jest.mock("@/lib/api/comments", () => ({
  ...jest.requireActual("@/lib/api/comments"),
  postComment: jest.fn(),
  fetchComments: jest.fn(),
  fetchAllComments: jest.fn(),
  fetchReplies: jest.fn(),
}));

const ORIGIN = "https://api.example.com";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

function raw(overrides: Partial<RawComment> = {}): RawComment {
  return {
    id: "c1",
    parent_id: 0,
    reply_id: 0,
    content: "很好的课程",
    ip_province: "浙江",
    is_check: 1,
    created_at: hoursAgo(2),
    replies_count: 0,
    replies: [],
    user: { nick_name: "前端小李", avatar: "/avatars/1.png" },
    ...overrides,
  };
}

/** null: a visitor; otherwise a signed-in member with what the API says about the course. */
type Access = CourseAccess | null;
const BOUGHT: CourseAccess = { isBuy: true, isCollect: false };
const NOT_BOUGHT: CourseAccess = { isBuy: false, isCollect: false };

function renderPanel(
  items: RawComment[],
  props: Partial<CommentsPanelProps> = {},
  total = items.length,
  access: Access = null,
) {
  const initial: CommentPage = { items: items.map((item) => normalizeComment(item, ORIGIN)), total };
  // Unless the test says otherwise, the fresh read answers what the cached page holds.
  if (!freshAnswered) jest.mocked(fetchComments).mockResolvedValue(initial);
  return renderWithStores(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CourseAccessProvider courseId={3} known={access ?? undefined}>
        <CommentsPanel
          rt={1}
          rid={3}
          assetOrigin={ORIGIN}
          allowed
          returnTo="/courses/detail/3?tab=4"
          initial={initial}
          {...props}
        />
      </CourseAccessProvider>
    </SWRConfig>,
    { user: access ? makeUser() : null },
  );
}

let freshAnswered = false;

beforeEach(() => {
  freshAnswered = false;
  localStorage.clear();
  jest.mocked(postComment).mockReset();
  jest.mocked(fetchAllComments).mockReset();
  jest.mocked(fetchReplies).mockReset();
  jest.mocked(fetchComments).mockReset().mockResolvedValue({ items: [], total: 0 });
  useAuthDialogStore.setState({ open: null });
});

describe("CommentsPanel", () => {
  it("renders content as plain text, never as HTML", () => {
    const hostile = '<img src=x onerror="alert(1)"><b>粗体</b><script>alert(2)</script>';
    const { container } = renderPanel([raw({ content: hostile })]);
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector("b, script")).toBeNull();
    expect(container.querySelectorAll("img")).toHaveLength(1); // the avatar only
  });

  it("shows the author, | province, relative time and an absolute avatar URL", () => {
    renderPanel([raw()]);
    expect(screen.getByText("前端小李")).toBeInTheDocument();
    expect(screen.getByText("| 浙江")).toBeInTheDocument();
    expect(screen.getByText("2小时前")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "前端小李" })).toHaveAttribute("src", `${ORIGIN}/avatars/1.png`);
  });

  it("shows deleted members as 学员已注销 with the default avatar", () => {
    renderPanel([raw({ user: null })]);
    expect(screen.getByText("学员已注销")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "学员已注销" })).toHaveAttribute("src", "/images/default-avatar.svg");
  });

  it("labels replies to a reply with 回复 {nick}:", () => {
    renderPanel([
      raw({
        replies_count: 1,
        replies: [
          raw({
            id: "r1",
            content: "我也觉得",
            user: { nick_name: "数据控阿强" },
            reply_user: { nick_name: "前端小李" },
          }),
        ],
      }),
    ]);
    expect(screen.getByText("回复 前端小李:")).toBeInTheDocument();
    expect(screen.getByText("我也觉得")).toBeInTheDocument();
  });

  it("asks logged-out visitors to log in and opens the login dialog", async () => {
    renderPanel([raw()]);
    expect(screen.getByText("未登录，请登录后再评论")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    const login = screen.getByRole("link", { name: "登录" });
    expect(login).toHaveAttribute("href", "/login?redirect=%2Fcourses%2Fdetail%2F3%3Ftab%3D4");
    await userEvent.click(login);
    expect(useAuthDialogStore.getState().open).toBe("login");
  });

  it("shows the hint instead of the form to members who have not bought the course", () => {
    renderPanel([], { blockedHint: "购买课程后可参与评论" }, 0, NOT_BOUGHT);
    expect(screen.getByText("购买课程后可参与评论")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByText("未登录，请登录后再评论")).not.toBeInTheDocument();
    expect(screen.getByText("暂无评论")).toBeInTheDocument();
  });

  it("shows the hint to buyers when the course or lesson does not accept comments", () => {
    renderPanel([], { allowed: false, blockedHint: "评论已关闭" }, 0, BOUGHT);
    expect(screen.getByText("评论已关闭")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("never shows the form to visitors, even where comments are allowed", () => {
    renderPanel([], { allowed: true });
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText("未登录，请登录后再评论")).toBeInTheDocument();
  });

  /** postComment answers with the new comment, not yet reviewed (is_check 0). */
  const answerPostWithPendingComment = () =>
    jest.mocked(postComment).mockResolvedValue(
      normalizeComment(
        raw({
          id: "new",
          content: "",
          is_check: 0,
          created_at: new Date().toISOString(),
          user: { nick_name: "演示学员" },
        }),
        ORIGIN,
      ),
    );

  it("posts a comment and shows it first with 评论审核中", async () => {
    answerPostWithPendingComment();
    renderPanel([raw()], {}, 1, BOUGHT);
    await userEvent.type(screen.getByRole("textbox", { name: "评论内容" }), "<i>新评论</i>");
    await userEvent.click(screen.getByRole("button", { name: "发表评论" }));

    expect(postComment).toHaveBeenCalledWith({ rt: 1, rid: 3, content: "<i>新评论</i>" }, ORIGIN);
    const items = screen.getAllByRole("listitem");
    expect(within(items[0]).getByText("<i>新评论</i>")).toBeInTheDocument();
    expect(within(items[0]).getByText("评论审核中")).toBeInTheDocument();
    expect(screen.getByText("全部评论（2）")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "评论内容" })).toHaveValue("");
  });

  it("keeps 评论审核中 apart from the text of a just-posted comment", async () => {
    answerPostWithPendingComment();
    renderPanel([raw()], {}, 1, BOUGHT);
    await userEvent.type(screen.getByRole("textbox", { name: "评论内容" }), "同意楼上");
    await userEvent.click(screen.getByRole("button", { name: "发表评论" }));

    const item = screen.getAllByRole("listitem")[0];
    const text = within(item).getByText("同意楼上");
    const status = within(item).getByText("评论审核中");
    expect(text.closest("p, div")).toHaveTextContent(/^同意楼上$/);
    expect(text.closest("p, div")).not.toContainElement(status);
  });

  it("loads every comment on 加载更多 when the list holds only the newest", async () => {
    const first = Array.from({ length: 5 }, (_, i) => raw({ id: `c${i}`, content: `评论${i}` }));
    const all = [...first, raw({ id: "c5", content: "评论5" }), raw({ id: "c6", content: "评论6" })];
    jest.mocked(fetchAllComments).mockResolvedValue(all.map((item) => normalizeComment(item, ORIGIN)));
    renderPanel(first, {}, 7);

    expect(screen.queryByText("评论6")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "加载更多" }));
    expect(fetchAllComments).toHaveBeenCalledWith(1, 3, ORIGIN);
    expect(await screen.findByText("评论6")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "加载更多" })).not.toBeInTheDocument();
  });

  describe("pending comments (the page's HTML holds approved ones only)", () => {
    const ME = makeUser().name;
    const pending = (overrides: Partial<RawComment>) => raw({ content: "", is_check: 0, ...overrides });
    const freshAnswer = (items: RawComment[]) => {
      freshAnswered = true;
      jest.mocked(fetchComments).mockResolvedValue({
        items: items.map((item) => normalizeComment(item, ORIGIN)),
        total: items.length,
      });
    };

    it("a member gets back their own pending comment and reply, counted, and nobody else's", async () => {
      const thread = raw({
        id: "t1",
        replies_count: 3,
        replies: [
          pending({ id: "mine-r", content: "我的回复", user: { nick_name: ME } }),
          pending({ id: "other-r", content: "别人的回复", user: { nick_name: "数据控阿强" } }),
          raw({ id: "ok-r", content: "已通过的回复" }),
        ],
      });
      freshAnswer([
        pending({ id: "mine", user: { nick_name: ME } }),
        pending({ id: "other", user: { nick_name: "数据控阿强" } }),
        thread,
      ]);
      const shared = { ...thread, replies_count: 1, replies: [raw({ id: "ok-r", content: "已通过的回复" })] };
      renderPanel([shared], {}, 1, BOUGHT);

      expect(await screen.findByText("全部评论（2）")).toBeInTheDocument();
      const items = screen.getAllByRole("listitem").filter((item) => item.parentElement?.tagName === "UL");
      expect(within(items[0]).getByText(ME)).toBeInTheDocument();
      expect(screen.getByText("我的回复")).toBeInTheDocument();
      expect(screen.queryByText("别人的回复")).not.toBeInTheDocument();
      expect(screen.getAllByText("评论审核中")).toHaveLength(2);
      expect(fetchComments).toHaveBeenCalledWith(1, 3, ORIGIN, { silent: true });
    });

    it("a visitor sees a comment approved since the page was cached, and nobody's pending ones", async () => {
      freshAnswer([
        raw({ id: "new-ok", content: "刚通过审核" }),
        pending({ id: "p", user: { nick_name: "数据控阿强" } }),
        raw(),
      ]);
      renderPanel([raw()]);
      expect(await screen.findByText("刚通过审核")).toBeInTheDocument();
      expect(screen.getByText("全部评论（2）")).toBeInTheDocument();
      expect(screen.queryByText("评论审核中")).not.toBeInTheDocument();
      expect(fetchComments).toHaveBeenCalledWith(1, 3, ORIGIN, { silent: true });
    });

    it("the author's pending comment and reply keep their text after a reload, until approved", async () => {
      jest
        .mocked(postComment)
        .mockImplementation(async (input) =>
          normalizeComment(
            raw({ id: input.parentId ? "my-reply" : "my-comment", content: "", is_check: 0, user: { nick_name: ME } }),
            ORIGIN,
          ),
        );
      const first = renderPanel([raw({ id: "t" })], {}, 1, BOUGHT);
      await userEvent.type(screen.getByRole("textbox", { name: "评论内容" }), "我的新评论");
      await userEvent.click(screen.getByRole("button", { name: "发表评论" }));
      await userEvent.click(screen.getAllByRole("button", { name: "回复" }).at(-1)!);
      const replyBox = screen.getByRole("textbox", { name: /回复/ });
      await userEvent.type(replyBox, "我的新回复");
      await userEvent.click(within(replyBox.closest("form")!).getByRole("button", { name: "回复" }));
      expect(await screen.findByText("我的新回复")).toBeInTheDocument();
      first.unmount();

      // The reload: MeEdu lists both, blanked.
      const thread = raw({
        id: "t",
        replies_count: 1,
        replies: [pending({ id: "my-reply", user: { nick_name: ME } })],
      });
      freshAnswer([pending({ id: "my-comment", user: { nick_name: ME } }), thread]);
      const again = renderPanel([raw({ id: "t" })], {}, 1, BOUGHT);
      expect(await screen.findByText("我的新评论")).toBeInTheDocument();
      expect(screen.getByText("我的新回复")).toBeInTheDocument();
      again.unmount();

      // A visitor in the same browser, and nobody once approved: the copies are the author's only.
      freshAnswer([raw({ id: "my-comment", content: "我的新评论", user: { nick_name: ME } }), thread]);
      renderPanel([raw({ id: "t" })], {}, 1, BOUGHT);
      await screen.findByText("我的新评论");
      expect(localStorage.getItem("meedu-own-comments:1:3")).toBe(JSON.stringify({ "my-reply": "我的新回复" }));
    });

    it("加载更多 and 查看全部 leave out others' pending comments and count what is shown", async () => {
      const first = Array.from({ length: 5 }, (_, i) => raw({ id: `c${i}`, content: `评论${i}` }));
      const all = [...first, pending({ id: "p1", user: { nick_name: "数据控阿强" } }), raw({ id: "c6" })];
      jest.mocked(fetchAllComments).mockResolvedValue(all.map((item) => normalizeComment(item, ORIGIN)));
      renderPanel(first, {}, 7, BOUGHT);
      await userEvent.click(screen.getByRole("button", { name: "加载更多" }));
      expect(await screen.findByText("全部评论（6）")).toBeInTheDocument();
      expect(screen.queryByText("评论审核中")).not.toBeInTheDocument();
    });

    it("查看全部 replies leaves out others' pending replies", async () => {
      jest
        .mocked(fetchReplies)
        .mockResolvedValue(
          [raw({ id: "r1", content: "回复一" }), pending({ id: "r2", user: { nick_name: "数据控阿强" } })].map((item) =>
            normalizeComment(item, ORIGIN),
          ),
        );
      renderPanel([raw({ id: "t", replies_count: 4, replies: [] })], {}, 1, BOUGHT);
      await userEvent.click(screen.getByRole("button", { name: "查看全部 4 条回复" }));
      expect(await screen.findByText("回复一")).toBeInTheDocument();
      expect(screen.queryByText("评论审核中")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /查看全部/ })).not.toBeInTheDocument();
    });
  });
});
