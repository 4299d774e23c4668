import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { apiRequest } from "./client";
import type {
  CommentAuthor,
  CommentPage,
  CommentReply,
  CommentResourceType,
  CourseComment,
  RawComment,
  RawCommentUser,
} from "./comments-types";
import { absoluteUrl, asList, asNumber, asRecord, asString, type OriginSource } from "./normalize";

export const DEFAULT_AVATAR = "/images/default-avatar.svg";
export const DELETED_USER_NAME = "学员已注销";
export const COMMENT_MAX_LENGTH = 140;

function normalizeAuthor(raw: unknown, assetOrigin: string): CommentAuthor {
  const user = asRecord(raw) as RawCommentUser;
  const name = asString(user.nick_name);
  if (!name) return { name: DELETED_USER_NAME, avatar: DEFAULT_AVATAR, deleted: true };
  return { name, avatar: absoluteUrl(asString(user.avatar), assetOrigin) || DEFAULT_AVATAR, deleted: false };
}

export function normalizeReply(raw: RawComment, assetOrigin: string): CommentReply {
  const replyUser = asRecord(raw.reply_user);
  return {
    id: asString(raw.id),
    parentId: asString(raw.parent_id),
    replyId: asString(raw.reply_id),
    content: asString(raw.content),
    ipProvince: asString(raw.ip_province),
    approved: asNumber(raw.is_check) === 1,
    createdAt: asString(raw.created_at),
    user: normalizeAuthor(raw.user, assetOrigin),
    replyTo: Object.keys(replyUser).length > 0 ? asString(replyUser.nick_name) || DELETED_USER_NAME : null,
  };
}

export function normalizeComment(raw: RawComment, assetOrigin: string): CourseComment {
  const replies = asList<RawComment>(raw.replies)
    .filter(Boolean)
    .map((reply) => normalizeReply(reply, assetOrigin));
  return {
    ...normalizeReply(raw, assetOrigin),
    repliesCount: Math.max(asNumber(raw.replies_count), replies.length),
    replies,
  };
}

function normalizeList(raw: unknown, assetOrigin: string): CourseComment[] {
  return asList<RawComment>(asRecord(raw).data)
    .filter((item) => item && asString(item.id))
    .map((item) => normalizeComment(item, assetOrigin));
}

/**
 * The 5 newest top-level comments (each with up to 3 replies) and the top-level total, pending
 * ones included (lib/shared/comment-visibility.ts decides who sees those). Cached on the server;
 * `silent` for the browser's background read.
 */
export async function fetchComments(
  rt: CommentResourceType,
  rid: number,
  assetOrigin: OriginSource,
  options: { silent?: boolean } = {},
): Promise<CommentPage> {
  const raw = await apiRequest<unknown>("v3/comments", {
    query: { rt, rid },
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.comments],
    silent: options.silent,
  });
  const items = normalizeList(raw, await assetOrigin);
  return { items, total: asNumber(asRecord(raw).total, items.length) };
}

/** Without a parent: every top-level comment with its replies ("加载更多"; the server's approved count). */
export async function fetchAllComments(rt: CommentResourceType, rid: number, assetOrigin: string) {
  const raw = await apiRequest<unknown>("v3/comments/replies", {
    query: { rt, rid },
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.comments],
  });
  return normalizeList(raw, assetOrigin);
}

export async function fetchReplies(rt: CommentResourceType, rid: number, parentId: string, assetOrigin: string) {
  const raw = await apiRequest<unknown>("v3/comments/replies", { query: { rt, rid, parent_id: parentId } });
  return asList<RawComment>(asRecord(raw).data)
    .filter((item) => item && asString(item.id))
    .map((item) => normalizeReply(item, assetOrigin));
}

export interface NewComment {
  rt: CommentResourceType;
  rid: number;
  content: string;
  parentId?: string;
  replyId?: string;
}

/** Browser: posts a comment or reply; new items always wait for moderation. */
export async function postComment(input: NewComment, assetOrigin: string): Promise<CommentReply> {
  const raw = await apiRequest<RawComment>("v3/comment/store", {
    method: "POST",
    body: {
      rt: input.rt,
      rid: input.rid,
      content: input.content,
      ...(input.parentId ? { parent_id: input.parentId } : {}),
      ...(input.replyId ? { reply_id: input.replyId } : {}),
    },
  });
  return normalizeReply(asRecord(raw) as unknown as RawComment, assetOrigin);
}
