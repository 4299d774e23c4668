"use client";

import { useState } from "react";
import useSWR from "swr";
import { LoginLink } from "@/components/ui/login-link";
import { fetchAllComments, fetchComments, postComment } from "@/lib/api/comments";
import type { CommentPage, CommentReply, CourseComment } from "@/lib/api/comments-types";
import { useCourseAccess } from "@/components/course-detail/course-access";
import { ownPendingComments, visibleThreads, withMissing } from "@/lib/shared/comment-visibility";
import { useUserStore } from "@/lib/stores/store-provider";
import type { CommentTarget } from "./comment-context";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import { reportUnexpectedError } from "@/components/auth/report-error";

export const LOGIN_TO_COMMENT = "未登录，请登录后再评论";
const PAGE_STEP = 5;
const NO_REPLIES: CommentReply[] = [];

export interface CommentsPanelProps extends Omit<CommentTarget, "canPost" | "viewerName"> {
  /** Approved comments only (the page's HTML is shared); the member's own pending ones load here. */
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
  // The cached page is older than the member's latest comments and shows nobody's pending ones:
  // a fresh read brings back the member's own (newest 5 threads; 加载更多 has the rest).
  const { data: ownPending } = useSWR(
    viewerName ? ["own-pending-comments", resource.rt, resource.rid, viewerName] : null,
    async () => {
      const fresh = await fetchComments(resource.rt, resource.rid, resource.assetOrigin, { silent: true });
      return ownPendingComments(fresh.items, viewerName ?? "");
    },
    { revalidateOnFocus: false },
  );
  const [items, setItems] = useState<CourseComment[]>(initial.items);
  const [total, setTotal] = useState(initial.total);
  const [visible, setVisible] = useState(initial.items.length);
  const [allLoaded, setAllLoaded] = useState(initial.items.length >= initial.total);
  const [loading, setLoading] = useState(false);

  const post = async (content: string) => {
    const posted = await postComment({ rt: target.rt, rid: target.rid, content }, target.assetOrigin);
    const comment: CourseComment = { ...posted, content, repliesCount: 0, replies: [] };
    setItems((list) => [comment, ...list]);
    setTotal((count) => count + 1);
    setVisible((count) => count + 1);
  };

  // The list endpoint holds only the newest few; the replies endpoint without a parent has them all.
  const loadMore = async () => {
    if (!allLoaded) {
      setLoading(true);
      try {
        const all = visibleThreads(await fetchAllComments(target.rt, target.rid, target.assetOrigin), viewerName);
        const local = items.filter((item) => !all.some((loaded) => loaded.id === item.id));
        setItems([...local, ...all]);
        setTotal(all.length + local.length);
        setAllLoaded(true);
      } catch (error) {
        reportUnexpectedError(error);
        return; // 加载更多 stays for another try
      } finally {
        setLoading(false);
      }
    }
    setVisible((count) => count + PAGE_STEP);
  };

  const listed = withMissing(items, ownPending?.comments ?? [], "before");
  const added = listed.length - items.length;
  const shown = listed.slice(0, visible + added);
  const hasMore = visible < (allLoaded ? items.length : Math.max(total, items.length));

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
      <h2 className="mt-6 text-base font-medium text-gray-900">全部评论（{total + added}）</h2>
      {shown.length === 0 ? (
        <p className="py-10 text-center text-gray-500">暂无评论</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {shown.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              target={target}
              ownPendingReplies={ownPending?.replies[comment.id] ?? NO_REPLIES}
            />
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
