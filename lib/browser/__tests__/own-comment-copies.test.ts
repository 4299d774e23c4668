import type { CommentReply, CourseComment } from "../../api/comments-types";
import { keepOwnCopy, pendingCopies, readOwnCopies, settleOwnCopies } from "../own-comment-copies";

function reply(id: string, approved: boolean): CommentReply {
  const user = { name: "小明", avatar: "/a.png", deleted: false };
  return { id, parentId: "", replyId: "", content: "", ipProvince: "", approved, createdAt: "", user, replyTo: null };
}

const thread = (id: string, approved: boolean, replies: CommentReply[] = [], repliesCount = replies.length) =>
  ({ ...reply(id, approved), replies, repliesCount }) as CourseComment;

describe("the text kept of the member's pending comments", () => {
  const copies = { a: "评论A", r: "回复R" };

  it.each<[string, CourseComment[], number, string[]]>([
    ["both still pending", [thread("a", false), thread("t", true, [reply("r", false)])], 2, ["a", "r"]],
    ["the comment approved", [thread("a", true), thread("t", true, [reply("r", false)])], 2, ["r"]],
    ["the reply approved", [thread("a", false), thread("t", true, [reply("r", true)])], 2, ["a"]],
    ["both gone from a complete list (rejected: MeEdu deletes)", [thread("t", true)], 1, []],
    ["not in the newest few: kept", [thread("t", true)], 9, ["a", "r"]],
    ["a thread with more replies than listed: kept", [thread("a", true), thread("t", true, [], 4)], 2, ["r"]],
  ])("%s", (_case, items, total, kept) => {
    expect(Object.keys(pendingCopies(copies, { items, total }))).toEqual(kept);
  });

  it("keeps per course or lesson, and does not forget a comment posted while a read was under way", () => {
    localStorage.clear();
    keepOwnCopy(1, 3, "a", "评论A");
    const before = readOwnCopies(1, 3);
    keepOwnCopy(1, 3, "b", "评论B"); // posted after the read began: not in its answer yet
    expect(settleOwnCopies(1, 3, before, { items: [thread("a", true)], total: 1 })).toEqual({ b: "评论B" });
    expect(readOwnCopies(1, 3)).toEqual({ b: "评论B" });
    expect(readOwnCopies(2, 3)).toEqual({});
    localStorage.setItem("meedu-own-comments:1:4", "[1,2]");
    expect(readOwnCopies(1, 4)).toEqual({});
  });
});
