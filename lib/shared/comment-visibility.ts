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
 * What the shared (cached) page shows: approved comments only, and how many there are. `all` is
 * every top-level comment, needed when the first answer does not hold them all; without it the
 * pending ones beyond the newest few cannot be known and are counted.
 */
export function publicCommentPage(first: CommentPage, all: CourseComment[] | null): CommentPage {
  const complete = all ?? (first.total <= first.items.length ? first.items : null);
  const pendingSeen = first.items.filter((comment) => !comment.approved).length;
  return {
    items: visibleThreads(first.items, null),
    total: complete ? complete.filter((comment) => comment.approved).length : Math.max(first.total - pendingSeen, 0),
  };
}

export interface OwnPending {
  comments: CourseComment[];
  /** Top-level comment id → the viewer's pending replies in its thread. */
  replies: Record<string, CommentReply[]>;
}

/** The viewer's pending comments and replies in a fresh answer (the cached page leaves them out). */
export function ownPendingComments(fresh: CourseComment[], viewerName: string): OwnPending {
  const mine = (comment: CommentReply) => !comment.approved && isOwnComment(comment, viewerName);
  const replies: Record<string, CommentReply[]> = {};
  for (const thread of fresh) {
    const pending = thread.replies.filter(mine);
    if (pending.length > 0) replies[thread.id] = pending;
  }
  return { comments: visibleThreads(fresh.filter(mine), viewerName), replies };
}

/** `base` plus those of `extra` it does not hold yet (by id), kept in order. */
export function withMissing<T extends { id: string }>(base: T[], extra: T[], position: "before" | "after"): T[] {
  const missing = extra.filter((item) => !base.some((known) => known.id === item.id));
  return position === "before" ? [...missing, ...base] : [...base, ...missing];
}
