import type { FastifyInstance } from "fastify";
import { ApiError, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { vodBlockItems } from "../repos/courses";
import type { AppContext } from "../types";

export interface BlockRow {
  id: number;
  platform: string;
  page: string;
  decoration_page_id: number;
  sign: string;
  sort: number;
  config: string;
}

const parse = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return [];
  }
};

/** GET /api/v2/decorationPage/blocks?page_name=… — blocks of the page's default variant. */
export function registerDecorationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/decorationPage/blocks", async (request) => {
    const pageName = field(request.query, "page_name");
    if (!pageName) throw new ApiError("page_name参数不能为空");
    const page = ctx.db
      .prepare("SELECT id FROM decoration_pages WHERE page_key = ? ORDER BY is_default DESC, id ASC LIMIT 1")
      .get(pageName) as { id: number } | undefined;
    if (!page) return ok([]);
    const rows = ctx.db
      .prepare(
        `SELECT id, platform, page, decoration_page_id, sign, sort, config FROM view_blocks
         WHERE decoration_page_id = ? ORDER BY sort ASC, id ASC`,
      )
      .all(page.id) as BlockRow[];
    return ok(rows.map((row) => renderBlock(ctx, row)));
  });
}

export function renderBlock(ctx: AppContext, row: BlockRow) {
  let config = row.config;
  let render = parse(row.config);
  if (row.sign === "pc-slider" && Array.isArray(render)) {
    render = render.map((s: { src?: string; href?: string }) => ({ src: s.src ?? "", href: s.href ?? "" }));
    config = JSON.stringify(render);
  } else if (row.sign === "pc-vod-v1" && render && typeof render === "object") {
    const stored = render as { title?: string; items?: Array<{ id?: number } | number> };
    const ids = (stored.items ?? []).map((item) => Number(typeof item === "object" ? item?.id : item)).filter(Boolean);
    render = { title: stored.title ?? "", items: vodBlockItems(ctx.db, ids) };
  }
  return {
    id: row.id,
    platform: row.platform,
    page: row.page,
    decoration_page_id: row.decoration_page_id,
    sign: row.sign,
    sort: row.sort,
    config,
    config_render: render,
  };
}
