import type { CommentResourceType } from "@/lib/api/comments-types";

/** What every comment row needs to load and post replies. */
export interface CommentTarget {
  rt: CommentResourceType;
  rid: number;
  assetOrigin: string;
  canPost: boolean;
  /** The signed-in member's nickname (how MeEdu's answers name a comment's author), or null. */
  viewerName: string | null;
}
