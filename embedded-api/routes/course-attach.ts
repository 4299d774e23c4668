import type { FastifyInstance } from "fastify";
import { createReadStream, existsSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { requireAuth } from "../lib/auth";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_BAD_PARAM, MSG_TOO_MANY, notFound, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { ATTACH_DIR } from "../media/paths";
import {
  consumeDownloadSign,
  findAttachment,
  issueDownloadSign,
  LINKS_PER_HOUR,
  linksThisWindow,
} from "../repos/attachments";
import { findPublishedCourse, hasCourseAccess } from "../repos/course-detail";
import type { AppContext } from "../types";
import { intArgument } from "./params";

const DOWNLOADABLE_DISKS = new Set(["attach"]);
const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/** RFC 6266 header: ASCII fallback plus the UTF-8 name. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * GET /api/v3/course/{courseId}/attach/{id} (auth) → {download_url}, a one-time signed link to
 * GET /api/v3/course/attach-download?sign=… which streams the file.
 */
export function registerCourseAttachRoutes(app: FastifyInstance, ctx: AppContext): void {
  // MeEdu's order: the course (published, else 404 资源不存在), access, the attachment (its
  // ModelNotFoundException('附件不存在') is answered as 404 资源不存在), the disk, the hourly limit.
  app.get("/api/v3/course/:courseId/attach/:id(^\\d+$)", async (request) => {
    const { user } = requireAuth(ctx, request);
    const params = request.params as { courseId: string; id: string };
    const course = findPublishedCourse(ctx.db, intArgument(params.courseId), toLocal(ctx.now())) ?? notFound();
    if (!hasCourseAccess(ctx.db, course, user, ctx.now())) throw new ApiError("请购买课程");
    const attach = findAttachment(ctx.db, Number(params.id), course.id) ?? notFound();
    if (!DOWNLOADABLE_DISKS.has(attach.disk)) throw new ApiError("当前附件不支持下载");
    if (linksThisWindow(ctx.db, user.id, ctx.now()) >= LINKS_PER_HOUR) throw new ApiError(MSG_TOO_MANY, 429);
    const sign = issueDownloadSign(ctx.db, user.id, attach, request.ip, ctx.now());
    return ok({ download_url: `${ctx.publicUrl}/api/v3/course/attach-download?sign=${sign}` });
  });

  app.get("/api/v3/course/attach-download", async (request, reply) => {
    const sign = field(request.query, "sign");
    if (!sign) throw new ApiError(MSG_BAD_PARAM);
    const attachId = consumeDownloadSign(ctx.db, sign, ctx.now());
    if (attachId === null) throw new ApiError(MSG_BAD_PARAM);
    const attach = findAttachment(ctx.db, attachId) ?? notFound();
    const file = resolve(join(ATTACH_DIR, attach.path));
    if (!file.startsWith(resolve(ATTACH_DIR) + sep) || !existsSync(file)) throw new ApiError("源文件不存在");
    return reply
      .header("Content-Type", TYPES[attach.extension.toLowerCase()] ?? "application/octet-stream")
      .header("Content-Length", statSync(file).size)
      .header("Content-Disposition", disposition(attach.name))
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(createReadStream(file));
  });
}
