import type { FastifyInstance } from "fastify";
import { ApiError, MSG_BAD_PARAM, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import type { AppContext } from "../types";
import { renderBlock, type BlockRow } from "./decoration";

const blocksOf = (ctx: AppContext, pageName: string) =>
  ctx.db
    .prepare(
      `SELECT id, platform, page, decoration_page_id, sign, sort, config FROM view_blocks
       WHERE decoration_page_id = (SELECT id FROM decoration_pages WHERE page_key = ? ORDER BY is_default DESC, id ASC LIMIT 1)
       ORDER BY sort ASC, id ASC`,
    )
    .all(pageName) as BlockRow[];

/**
 * Home endpoints of MeEdu < 4.9.29 (removed in 4.9.29), served instead of decorationPage/blocks when
 * EMBEDDED_API_LEGACY_HOME=1 so the site's fallback can be exercised: sliders come from their own
 * endpoint and the old page blocks carry no pc-slider block.
 */
export function registerLegacyHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/viewBlock/page/blocks", async (request) => {
    const pageName = field(request.query, "page_name");
    const platform = field(request.query, "platform");
    if (!pageName || !platform) throw new ApiError(MSG_BAD_PARAM);
    const blocks = blocksOf(ctx, pageName)
      .filter((b) => b.sign !== "pc-slider" && b.platform.toLowerCase() === platform.toLowerCase())
      .map((b) => renderBlock(ctx, b));
    return ok(blocks);
  });

  app.get("/api/v2/sliders", async (request) => {
    const platform = (field(request.query, "platform") ?? "APP").toUpperCase();
    if (platform !== "PC") return ok([]);
    const slider = blocksOf(ctx, "pc-page-index").find((b) => b.sign === "pc-slider");
    let items: Array<{ src?: string; href?: string }> = [];
    try {
      const parsed: unknown = slider ? JSON.parse(slider.config) : [];
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      items = [];
    }
    return ok(items.map((s, index) => ({ thumb: s.src ?? "", url: s.href ?? "", sort: index + 1, platform })));
  });
}
