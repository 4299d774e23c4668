import type { CommentResourceType } from "@/lib/api/comments-types";

/** What every comment row needs to load and post replies. */
export interface CommentTarget {
  rt: CommentResourceType;
  rid: number;
  assetOrigin: string;
  canPost: boolean;
}
