import type { CommentResourceType } from "@/lib/api/content-models";

/** What every comment row needs to load and post replies. */
export interface CommentTarget {
  rt: CommentResourceType;
  rid: number;
  assetOrigin: string;
  canPost: boolean;
}
