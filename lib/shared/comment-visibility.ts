import type { CommentPage, CommentReply, CourseComment } from "../api/comments-types";

// MeEdu lists comments that await moderation to everyone (the list blanks their content, except a
// reply's in v3/comments) and counts them in `total`. The site shows a pending comment to its author
// only. MeEdu's answers carry no user id, just the author's nickname, which MeEdu keeps unique
// (昵称已经存在): that is how the author is recognised.

export function isOwnComment(comment: CommentReply, viewerName: string | null): boolean {
  return Boolean(viewerName) && !comment.user.deleted && comment.user.name === viewerName;
}

function isShown(comment: CommentReply, viewerName: string | null): boolean {
  return comment.approved || isOwnComment(comment, viewerName);
}

export function visibleReplies(replies: CommentReply[], viewerName: string | null): CommentReply[] {
  return replies.filter((reply) => isShown(reply, viewerName));
}

/** A thread as `viewerName` (null: anybody) sees it; null when the comment itself is hidden. */
export function visibleThread(comment: CourseComment, viewerName: string | null): CourseComment | null {
  if (!isShown(comment, viewerName)) return null;
  const replies = visibleReplies(comment.replies, viewerName);
  const hidden = comment.replies.length - replies.length;
  return { ...comment, replies, repliesCount: Math.max(comment.repliesCount - hidden, replies.length) };
}

export function visibleThreads(comments: CourseComment[], viewerName: string | null): CourseComment[] {
  return comments.flatMap((comment) => visibleThread(comment, viewerName) ?? []);
}

/**
 * What `viewerName` (null: anybody, as on the shared cached page) is shown of the newest comments,
 * and how many there are. `all` is every top-level comment, needed when the first answer does not
 * hold them all; without it the hidden ones beyond the newest few cannot be known and are counted.
 */
export function commentPageFor(
  first: CommentPage,
  all: CourseComment[] | null,
  viewerName: string | null,
): CommentPage {
  const complete = all ?? (first.total <= first.items.length ? first.items : null);
  const items = visibleThreads(first.items, viewerName);
  const hiddenSeen = first.items.length - items.length;
  return {
    items,
    total: complete ? visibleThreads(complete, viewerName).length : Math.max(first.total - hiddenSeen, 0),
  };
}

/** What the shared (cached) page shows: approved comments only, and how many there are. */
export function publicCommentPage(first: CommentPage, all: CourseComment[] | null): CommentPage {
  return commentPageFor(first, all, null);
}

/**
 * MeEdu blanks a comment's text until it is approved, even for its author: the author's own
 * pending comment gets back the text this browser kept when it was posted (`copies`: id → text).
 */
export function withOwnText<T extends CommentReply>(
  comment: T,
  copies: Readonly<Record<string, string>>,
  viewerName: string | null,
): T {
  const copy = copies[comment.id];
  if (comment.approved || comment.content || copy === undefined || !isOwnComment(comment, viewerName)) return comment;
  return { ...comment, content: copy };
}

/** `base` plus those of `extra` it does not hold yet (by id), kept in order. */
export function withMissing<T extends { id: string }>(base: T[], extra: T[], position: "before" | "after"): T[] {
  const missing = extra.filter((item) => !base.some((known) => known.id === item.id));
  return position === "before" ? [...missing, ...base] : [...base, ...missing];
}
