// Normalised comment and search shapes.

export type CommentResourceType = 1 | 2;

export interface CommentAuthor {
  name: string;
  avatar: string;
  /** The account was deleted: default avatar, name 学员已注销. */
  deleted: boolean;
}

export interface CommentReply {
  id: string;
  parentId: string;
  replyId: string;
  content: string;
  ipProvince: string;
  approved: boolean;
  createdAt: string;
  user: CommentAuthor;
  /** Whom this reply answers (shown as 回复 {nick}:). */
  replyTo: string | null;
}

export interface CourseComment extends CommentReply {
  repliesCount: number;
  replies: CommentReply[];
}

export interface CommentPage {
  items: CourseComment[];
  total: number;
}

export type SearchType = "" | "vod" | "video";

export interface SearchResult {
  id: number;
  resourceType: string;
  resourceId: number;
  title: string;
  snippet: string;
}
