import type { CommentReply, CourseComment } from "../api/comments-types";
import {
  commentPageFor,
  isOwnComment,
  publicCommentPage,
  visibleThread,
  withMissing,
  withOwnText,
} from "../shared/comment-visibility";

function reply(id: string, approved: boolean, author = "前端小李"): CommentReply {
  return {
    id,
    parentId: "",
    replyId: "",
    content: approved ? "内容" : "",
    ipProvince: "",
    approved,
    createdAt: "2024-05-01T02:00:00.000000Z",
    user: { name: author, avatar: "/a.png", deleted: false },
    replyTo: null,
  };
}

function thread(id: string, approved: boolean, author = "前端小李", replies: CommentReply[] = []): CourseComment {
  return { ...reply(id, approved, author), repliesCount: replies.length, replies };
}

describe("comment visibility", () => {
  it("recognises the author by nickname, never a deleted account or an anonymous viewer", () => {
    expect(isOwnComment(reply("a", false, "小明"), "小明")).toBe(true);
    expect(isOwnComment(reply("a", false, "小明"), "小红")).toBe(false);
    expect(isOwnComment(reply("a", false, "小明"), null)).toBe(false);
    const deleted = { ...reply("a", false, "学员已注销"), user: { name: "学员已注销", avatar: "", deleted: true } };
    expect(isOwnComment(deleted, "学员已注销")).toBe(false);
  });

  it("hides others' pending replies and counts them out of 查看全部", () => {
    const seen = visibleThread(
      {
        ...thread("t", true, "x", [reply("r1", true), reply("r2", false, "小明"), reply("r3", false)]),
        repliesCount: 5,
      },
      "小明",
    );
    expect(seen?.replies.map((item) => item.id)).toEqual(["r1", "r2"]);
    expect(seen?.repliesCount).toBe(4);
    expect(visibleThread(thread("t", false, "小红"), "小明")).toBeNull();
    expect(visibleThread(thread("t", false, "小明"), "小明")?.id).toBe("t");
  });

  it("the shared page: approved comments only, counted exactly from the whole list when there is one", () => {
    const first = { items: [thread("a", false), thread("b", true), thread("c", true)], total: 9 };
    const all = [...first.items, thread("d", true), thread("e", false), thread("f", true)];
    expect(publicCommentPage(first, all)).toEqual({ items: [first.items[1], first.items[2]], total: 4 });
  });

  it("the shared page: counts from the first answer when it holds everything, estimates when the rest failed", () => {
    const complete = { items: [thread("a", false), thread("b", true)], total: 2 };
    expect(publicCommentPage(complete, null).total).toBe(1);
    const partial = { items: [thread("a", false), thread("b", true)], total: 9 };
    expect(publicCommentPage(partial, null).total).toBe(8);
  });

  it("a member's page: their own pending comments and replies, nobody else's, counted", () => {
    const first = {
      items: [
        thread("mine", false, "小明"),
        thread("theirs", false, "小红"),
        thread("t", true, "小红", [
          reply("r-mine", false, "小明"),
          reply("r-theirs", false, "小红"),
          reply("r-ok", true),
        ]),
      ],
      total: 9,
    };
    const page = commentPageFor(first, null, "小明");
    expect(page.items.map((item) => item.id)).toEqual(["mine", "t"]);
    expect(page.items[1].replies.map((item) => item.id)).toEqual(["r-mine", "r-ok"]);
    expect(page.total).toBe(8);
    expect(commentPageFor({ ...first, total: 3 }, null, "小明").total).toBe(2);
  });

  it.each<[string, CommentReply, string | null, string]>([
    ["the author's pending comment gets its kept text", reply("p", false, "小明"), "小明", "我的评论"],
    ["somebody else's pending comment stays blank", reply("p", false, "小红"), "小明", ""],
    ["a visitor sees no kept text", reply("p", false, "小明"), null, ""],
    ["an approved comment shows MeEdu's text", reply("p", true, "小明"), "小明", "内容"],
    ["a pending comment without a copy stays blank", reply("q", false, "小明"), "小明", ""],
  ])("%s", (_case, comment, viewer, text) => {
    expect(withOwnText(comment, { p: "我的评论" }, viewer).content).toBe(text);
  });

  it("adds only what is missing, before or after", () => {
    const base = [{ id: "a" }, { id: "b" }];
    expect(withMissing(base, [{ id: "b" }, { id: "c" }], "before")).toEqual([{ id: "c" }, { id: "a" }, { id: "b" }]);
    expect(withMissing(base, [{ id: "c" }], "after")).toEqual([{ id: "a" }, { id: "b" }, { id: "c" }]);
  });
});
