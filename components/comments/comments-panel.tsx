"use client";

import { useState } from "react";
import useSWR from "swr";
import { LoginLink } from "@/components/ui/login-link";
import { fetchAllComments, fetchComments, postComment } from "@/lib/api/comments";
import type { CommentPage, CourseComment } from "@/lib/api/comments-types";
import { useCourseAccess } from "@/components/course-detail/course-access";
import { keepOwnCopy, readOwnCopies, settleOwnCopies, type OwnCopies } from "@/lib/browser/own-comment-copies";
import { commentPageFor, visibleThreads, withMissing, withOwnText } from "@/lib/shared/comment-visibility";
import { useUserStore } from "@/lib/stores/store-provider";
import type { CommentTarget } from "./comment-context";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import { reportUnexpectedError } from "@/components/auth/report-error";

export const LOGIN_TO_COMMENT = "未登录，请登录后再评论";
const PAGE_STEP = 5;
const NO_COPIES: OwnCopies = {};

export interface CommentsPanelProps extends Omit<CommentTarget, "canPost" | "viewerName"> {
  /** Approved comments only, as the shared cached HTML has them; a fresh read replaces them here. */
  initial: CommentPage;
  /** The course or lesson accepts comments; members who may watch it can post. */
  allowed: boolean;
  /** Logged in but not allowed to post (not bought, comments closed): why. */
  blockedHint?: string;
  /** The page to come back to after /login (no-JS fallback of the login dialog). */
  returnTo: string;
}

export function CommentsPanel({ initial, allowed, blockedHint, returnTo, ...resource }: CommentsPanelProps) {
  const { isLogin, isBuy } = useCourseAccess();
  const viewerName = useUserStore((state) => state.user?.name || null);
  const target: CommentTarget = { ...resource, canPost: isLogin && isBuy && allowed, viewerName };
  // The cached HTML may be minutes old (MeEdu tells the site nothing when a comment is approved)
  // and shows nobody's pending comments: a fresh read through /api brings approvals at once and
  // the member's own pending comments, with the text this browser kept of them.
  const { data: fresh } = useSWR(["comments", resource.rt, resource.rid], async () => {
    const before = readOwnCopies(resource.rt, resource.rid);
    const page = await fetchComments(resource.rt, resource.rid, resource.assetOrigin, { silent: true });
    return { page, copies: settleOwnCopies(resource.rt, resource.rid, before, page) };
  });
  const [all, setAll] = useState<CourseComment[] | null>(null);
  const [posted, setPosted] = useState<CourseComment[]>([]);
  const [visible, setVisible] = useState(PAGE_STEP);
  const [loading, setLoading] = useState(false);
  const copies = fresh?.copies ?? NO_COPIES;

  const post = async (content: string) => {
    const answer = await postComment({ rt: target.rt, rid: target.rid, content }, target.assetOrigin);
    keepOwnCopy(target.rt, target.rid, answer.id, content);
    setPosted((list) => [{ ...answer, content, repliesCount: 0, replies: [] }, ...list]);
  };

  // The list endpoint holds only the newest few; the replies endpoint without a parent has them all.
  const loadMore = async () => {
    if (all === null) {
      setLoading(true);
      try {
        setAll(await fetchAllComments(target.rt, target.rid, target.assetOrigin));
      } catch (error) {
        reportUnexpectedError(error);
        return; // 加载更多 stays for another try
      } finally {
        setLoading(false);
      }
    }
    setVisible((count) => count + PAGE_STEP);
  };

  const page = all
    ? { items: visibleThreads(all, viewerName), total: visibleThreads(all, viewerName).length }
    : fresh
      ? commentPageFor(fresh.page, null, viewerName)
      : initial;
  const known = page.items.map((comment) => withOwnText(comment, copies, viewerName));
  const listed = withMissing(known, posted, "before");
  const added = listed.length - known.length;
  const total = page.total + added;
  const shown = listed.slice(0, visible + added);
  const hasMore = shown.length < (all ? listed.length : Math.max(total, listed.length));

  return (
    <section aria-label="评论">
      {target.canPost ? (
        <CommentForm label="评论内容" onSubmit={post} />
      ) : !isLogin ? (
        <p className="flex items-center justify-between rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-500">
          {LOGIN_TO_COMMENT}
          <LoginLink
            returnTo={returnTo}
            className="rounded-md bg-primary-ink px-4 py-1.5 text-white hover:bg-primary-dark"
          >
            登录
          </LoginLink>
        </p>
      ) : (
        blockedHint && <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-500">{blockedHint}</p>
      )}
      <h2 className="mt-6 text-base font-medium text-gray-900">全部评论（{total}）</h2>
      {shown.length === 0 ? (
        <p className="py-10 text-center text-gray-500">暂无评论</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} target={target} copies={copies} />
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="mt-4 text-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            className="text-sm text-primary-ink hover:underline disabled:opacity-60"
          >
            {loading ? "加载中…" : "加载更多"}
          </button>
        </div>
      )}
    </section>
  );
}
