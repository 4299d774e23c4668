import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, notFound, ok } from "../lib/envelope";
import { createHashIds } from "../lib/hash-id";
import { stripTags } from "../lib/text";
import { phpInt, phpIsInteger } from "../lib/php-casts";
import { field, rawField } from "../lib/validate";
import {
  commentSerializer,
  commentsToday,
  countTopLevel,
  findComment,
  insertComment,
  LIST_LIMIT,
  repliesOf,
  topLevel,
} from "../repos/comments";
import { findPublishedCourse } from "../repos/course-detail";
import { findVisibleLesson } from "../repos/videos";
import type { AppContext } from "../types";

/** rt: 1 = course, 2 = lesson. */
const RESOURCE_TYPES = [1, 2];
export const DAILY_COMMENT_LIMIT = 100;
const MAX_CHARS = 140;

/** PHP's max(1, input) for the list parameters. */
const atLeastOne = (value: string | undefined) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/** GET /api/v3/comments, GET /api/v3/comments/replies (public) and POST /api/v3/comment/store (auth). */
export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const hashIds = createHashIds(ctx.tokenSecret);
  const decodeOptional = (value: string | undefined) => {
    if (value === undefined) return 0;
    const id = hashIds.decode(value);
    if (id === null) throw new ApiError(MSG_BAD_PARAM);
    return id;
  };

  app.get("/api/v3/comments", async (request) => {
    const rt = atLeastOne(field(request.query, "rt"));
    const rid = atLeastOne(field(request.query, "rid"));
    const { thread } = commentSerializer(ctx.db, hashIds.encode);
    return ok({
      data: topLevel(ctx.db, rt, rid, LIST_LIMIT).map((row) => thread(row, true)),
      total: countTopLevel(ctx.db, rt, rid),
    });
  });

  app.get("/api/v3/comments/replies", async (request) => {
    const rt = atLeastOne(field(request.query, "rt"));
    const rid = atLeastOne(field(request.query, "rid"));
    const parentId = decodeOptional(field(request.query, "parent_id"));
    const { thread, reply } = commentSerializer(ctx.db, hashIds.encode);
    if (parentId === 0) return ok({ data: topLevel(ctx.db, rt, rid).map((row) => thread(row, true)) });
    return ok({ data: repliesOf(ctx.db, parentId, rt, rid).map((row) => reply(row, true)) });
  });

  app.post("/api/v3/comment/store", async (request) => {
    const { user } = requireAuth(ctx, request);
    const body = request.body;
    // MeEdu's CommentRequest: rt, rid `required|integer` (参数错误 each, joined), content
    // `required|max:140` counted before strip_tags. Content that strip_tags empties is stored as ""
    // (MeEdu does not check again).
    const rtRaw = rawField(body, "rt");
    const ridRaw = rawField(body, "rid");
    const raw = field(body, "content");
    const errors: string[] = [];
    if (!phpIsInteger(rtRaw)) errors.push(MSG_BAD_PARAM);
    if (!phpIsInteger(ridRaw)) errors.push(MSG_BAD_PARAM);
    if (raw === undefined) errors.push("请输入评论内容");
    else if ([...raw].length > MAX_CHARS) errors.push(`评论内容最多${MAX_CHARS}个字符`);
    if (errors.length > 0) throw new ApiError(errors.join(","));
    const content = stripTags(raw as string);

    const now = toLocal(ctx.now());
    if (commentsToday(ctx.db, user.id, now.slice(0, 10)) >= DAILY_COMMENT_LIMIT)
      throw new ApiError("已超出每日评论限制");
    const parentId = decodeOptional(field(body, "parent_id"));
    const replyId = decodeOptional(field(body, "reply_id"));
    const rt = Math.max(1, phpInt(rtRaw));
    const rid = Math.max(1, phpInt(ridRaw));
    if (!RESOURCE_TYPES.includes(rt) || (replyId > 0 && parentId === 0)) throw new ApiError(MSG_BAD_PARAM);

    const target = rt === 1 ? findPublishedCourse(ctx.db, rid, now) : findVisibleLesson(ctx.db, rid, now);
    if (!target) notFound();
    if (target.is_allow_comment !== 1) throw new ApiError("禁止提交评论");
    if (parentId > 0) {
      const parent = findComment(ctx.db, parentId);
      if (!parent || parent.parent_id !== 0 || parent.rt !== rt || parent.rid !== rid) notFound();
      if (parent.is_check !== 1) throw new ApiError("评论审核中");
    }
    if (replyId > 0 && findComment(ctx.db, replyId)?.parent_id !== parentId) notFound();

    const row = insertComment(ctx.db, {
      rt,
      rid,
      parentId,
      replyId,
      userId: user.id,
      content,
      ip: request.ip,
      at: now,
    });
    const { reply } = commentSerializer(ctx.db, hashIds.encode);
    const created = reply(row, true);
    return ok({
      id: created.id,
      content: "",
      created_at: created.created_at,
      parent_id: created.parent_id,
      reply_id: created.reply_id,
      ip_province: row.ip_province,
      is_check: 0,
      user: { nick_name: user.nick_name, avatar: user.avatar },
    });
  });
}
