// Comments: raw as MeEdu sends them, and normalised.

export interface RawCommentUser {
  avatar?: string;
  nick_name?: string;
}

export interface RawComment {
  id: string;
  parent_id?: string | number;
  reply_id?: string | number;
  content: string;
  ip_province?: string;
  is_check: number;
  created_at: string;
  replies_count?: number;
  replies?: RawComment[];
  /** null or missing when the member deleted the account. */
  user?: RawCommentUser | null | [];
  reply_user?: RawCommentUser | null | [];
}

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

/** The newest top-level comments and how many there are in all (not a page: no paging). */
export interface CommentPage {
  items: CourseComment[];
  total: number;
}
