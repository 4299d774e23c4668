import type { FastifyInstance } from "fastify";
import { legalPages } from "../content/legal-pages";
import { escapeXml } from "../lib/svg/common";
import { readAppConfig } from "../repos/config";
import type { AppContext } from "../types";

/** Server-rendered protocol and "about us" pages (HTML, like MeEdu's web routes). */
export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [path, page] of Object.entries(legalPages)) {
    app.get(path, async (_request, reply) => {
      const site = escapeXml(readAppConfig(ctx.db).get("meedu.system.name") || "MeEdu");
      const body = page.paragraphs.map((p) => `<p>${escapeXml(p).replace(/\{site\}/g, site)}</p>`).join("\n");
      const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} - ${site}</title>
<style>body{max-width:800px;margin:40px auto;padding:0 20px;font:16px/1.8 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#333}h1{font-size:26px}</style>
</head><body><h1>${page.title}</h1>
${body}
</body></html>`;
      return reply.header("Content-Type", "text/html; charset=utf-8").send(html);
    });
  }
}
