import type { FastifyInstance } from "fastify";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { requireAuth } from "../lib/auth";
import { AVATAR_FILE_NAME, AVATAR_PATH, avatarDir, deleteStoredAvatar } from "../lib/avatar-files";
import { toLocal } from "../lib/dates";
import { ApiError, MSG_ERROR, ok } from "../lib/envelope";
import { registerMultipart, uploadedFile } from "../lib/multipart";
import { randomString } from "../lib/random";
import type { AppContext } from "../types";

const MAX_AVATAR_BYTES = 1024 * 1024;
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
const MIME: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
};

/** The image type from the file's magic bytes (SVG is refused: it could carry scripts). */
export function sniffImage(data: Buffer): string | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpg";
  if (data.subarray(0, 4).toString("latin1") === "GIF8") return "gif";
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP")
    return "webp";
  if (data.length > 26 && data.subarray(0, 2).toString("latin1") === "BM") return "bmp";
  return undefined;
}

/** POST /api/v2/member/detail/avatar (multipart `file`, at most 1 MB) and GET /uploads/avatars/{file}. */
export function registerMemberAvatarRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await registerMultipart(scope, UPLOAD_BODY_LIMIT);

    scope.post("/api/v2/member/detail/avatar", async (request) => {
      const { user } = requireAuth(ctx, request);
      const file = await uploadedFile(request, "file");
      if (!file) throw new ApiError("请上传文件");
      const ext = sniffImage(file.data);
      if (!ext) throw new ApiError("请上传图片文件");
      if (file.data.length > MAX_AVATAR_BYTES) throw new ApiError("文件不能超过1M");
      // Without storage, MeEdu's S3 client throws after validation; its handler answers 错误.
      if (ctx.faults.uploadStorageMissing) throw new ApiError(MSG_ERROR);
      const dir = avatarDir(ctx);
      mkdirSync(dir, { recursive: true });
      const name = `${user.id}-${randomString(16)}.${ext}`;
      writeFileSync(join(dir, name), file.data);
      ctx.db
        .prepare("UPDATE users SET avatar = ?, updated_at = ? WHERE id = ?")
        .run(`${ctx.publicUrl}${AVATAR_PATH}${name}`, toLocal(ctx.now()), user.id);
      deleteStoredAvatar(ctx, user.id, user.avatar);
      return ok();
    });
  });

  app.get(`${AVATAR_PATH}:file`, async (request, reply) => {
    const name = (request.params as { file: string }).file;
    const match = AVATAR_FILE_NAME.exec(name);
    const path = join(avatarDir(ctx), name);
    if (!match || !existsSync(path)) return reply.callNotFound();
    return reply
      .header("Content-Type", MIME[match[2]])
      .header("Cache-Control", "public, max-age=86400")
      .header("X-Content-Type-Options", "nosniff")
      .send(readFileSync(path));
  });
}
