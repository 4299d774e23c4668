import { serverApiOrigin } from "@/lib/api/base-url";
import { fetchComments } from "@/lib/api/comments";
import type { CommentPage, CommentResourceType } from "@/lib/api/content-models";
import { loadSiteBootstrap } from "@/lib/server/bootstrap";
import { CommentsPanel } from "./comments-panel";

interface CommentsSectionProps {
  /** 1 = course, 2 = lesson. */
  rt: CommentResourceType;
  rid: number;
  /** Logged in, bought (or free) and comments allowed. */
  canPost: boolean;
  blockedHint?: string;
  returnTo: string;
}

// Server part: the first comments arrive in the page's HTML; the panel handles
// posting, replies and "加载更多" in the browser.
export async function CommentsSection({ rt, rid, canPost, blockedHint, returnTo }: CommentsSectionProps) {
  const { config, user } = await loadSiteBootstrap();
  const assetOrigin = config?.url || serverApiOrigin();
  const initial: CommentPage = await fetchComments(rt, rid, assetOrigin).catch(() => ({ items: [], total: 0 }));
  return (
    <CommentsPanel
      rt={rt}
      rid={rid}
      assetOrigin={assetOrigin}
      canPost={canPost && user !== null}
      isLogin={user !== null}
      blockedHint={blockedHint}
      returnTo={returnTo}
      initial={initial}
    />
  );
}
