import { serverApiOrigin } from "@/lib/api/base-url";
import { fetchAllComments, fetchComments } from "@/lib/api/comments";
import type { CommentResourceType } from "@/lib/api/comments-types";
import { publicCommentPage } from "@/lib/shared/comment-visibility";
import { logSoftFailure } from "@/lib/shared/soft-failure";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { CommentsPanel } from "./comments-panel";

interface CommentsSectionProps {
  /** 1 = course, 2 = lesson. */
  rt: CommentResourceType;
  rid: number;
  /** The course or lesson accepts comments (members still need access to it). */
  allowed: boolean;
  blockedHint?: string;
  returnTo: string;
}

// Server part: the newest approved comments arrive in the page's HTML (the same for every visitor);
// the panel decides in the browser whether this member may post, adds the member's own pending
// comments, and handles replies and "加载更多". Wrap it in a CourseAccessProvider.
export async function CommentsSection({ rt, rid, allowed, blockedHint, returnTo }: CommentsSectionProps) {
  const config = await loadSystemConfig();
  const assetOrigin = config?.url || serverApiOrigin();
  const first = await fetchComments(rt, rid, assetOrigin);
  // Pending comments are nobody's business but their author's, so the shared HTML counts approved
  // ones; beyond the newest few that takes the whole list (a cached read like the first).
  const all =
    first.total > first.items.length
      ? await fetchAllComments(rt, rid, assetOrigin).catch((error: unknown) => {
          logSoftFailure("读取全部评论", error, "评论数按最新几条里的待审核评论估算");
          return null;
        })
      : null;
  const initial = publicCommentPage(first, all);
  return (
    <CommentsPanel
      rt={rt}
      rid={rid}
      assetOrigin={assetOrigin}
      allowed={allowed}
      blockedHint={blockedHint}
      returnTo={returnTo}
      initial={initial}
    />
  );
}
