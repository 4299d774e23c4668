import { serverApiOrigin } from "@/lib/api/base-url";
import { fetchComments } from "@/lib/api/comments";
import type { CommentResourceType } from "@/lib/api/comments-types";
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

// Server part: the newest comments arrive in the page's HTML (the same for every visitor);
// the panel decides in the browser whether this member may post, and handles replies and
// "加载更多". Wrap it in a CourseAccessProvider.
export async function CommentsSection({ rt, rid, allowed, blockedHint, returnTo }: CommentsSectionProps) {
  const config = await loadSystemConfig();
  const assetOrigin = config?.url || serverApiOrigin();
  const initial = await fetchComments(rt, rid, assetOrigin);
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
