import type { FastifyInstance, FastifyReply } from "fastify";
import { bannerSvg } from "../lib/svg/banner";
import { avatarSvg, logoSvg, playerCoverSvg } from "../lib/svg/brand";
import { coverSvg } from "../lib/svg/cover";
import { readAppConfig } from "../repos/config";
import type { AppContext } from "../types";

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .header("Content-Type", "image/svg+xml; charset=utf-8")
    .header("Cache-Control", "public, max-age=3600")
    .send(svg);

/** Generated, deterministic SVG images under /images/*. */
export function registerImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const siteName = () => readAppConfig(ctx.db).get("meedu.system.name") || "MeEdu";

  app.get("/images/logo.svg", async (_request, reply) => sendSvg(reply, logoSvg(siteName())));
  app.get("/images/default_avatar.jpg", async (_request, reply) => sendSvg(reply, avatarSvg()));
  app.get("/images/player-cover.svg", async (_request, reply) => sendSvg(reply, playerCoverSvg(siteName())));

  app.get("/images/banners/:file", async (request, reply) => {
    const match = /^(\d+)\.svg$/.exec((request.params as { file: string }).file);
    if (!match) return reply.callNotFound();
    return sendSvg(reply, bannerSvg(Number(match[1])));
  });

  app.get("/images/covers/:file", async (request, reply) => {
    const match = /^(\d+)\.svg$/.exec((request.params as { file: string }).file);
    if (!match) return reply.callNotFound();
    const id = Number(match[1]);
    const row = ctx.db
      .prepare(
        `SELECT c.title, IFNULL(cc.name, '') AS category FROM courses c
         LEFT JOIN course_categories cc ON cc.id = c.category_id WHERE c.id = ?`,
      )
      .get(id) as { title: string; category: string } | undefined;
    return sendSvg(reply, coverSvg(id, row?.title ?? "MeEdu 精品课程", row?.category || "录播课"));
  });
}
