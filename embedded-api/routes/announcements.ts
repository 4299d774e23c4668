import type { FastifyInstance } from "fastify";
import { isoUtc } from "../lib/dates";
import { notFound, ok } from "../lib/envelope";
import { intParam } from "../lib/validate";
import type { AppContext } from "../types";
import { ID, idParam } from "./params";

interface AnnouncementRow {
  id: number;
  admin_id: number;
  title: string;
  announcement: string;
  view_times: number;
  created_at: string;
  updated_at: string;
}

const full = (r: AnnouncementRow) => ({
  id: r.id,
  admin_id: r.admin_id,
  title: r.title,
  announcement: r.announcement,
  view_times: r.view_times,
  created_at: isoUtc(r.created_at),
  updated_at: isoUtc(r.updated_at),
});

/** Latest announcement (or []), the {data,total} list, and one announcement (view count untouched). */
export function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/announcement/latest", async () => {
    const row = ctx.db.prepare("SELECT * FROM announcements ORDER BY created_at DESC, id DESC LIMIT 1").get() as
      AnnouncementRow | undefined;
    return ok(row ? full(row) : []);
  });

  app.get("/api/v2/announcements", async (request) => {
    const page = intParam(request.query, "page", 1, 100_000);
    const size = intParam(request.query, "size", 10, 100);
    const total = (ctx.db.prepare("SELECT COUNT(*) AS n FROM announcements").get() as { n: number }).n;
    const rows = ctx.db
      .prepare("SELECT * FROM announcements ORDER BY id DESC LIMIT ? OFFSET ?")
      .all(size, (page - 1) * size) as AnnouncementRow[];
    const data = rows.map((r) => ({
      id: r.id,
      title: r.title,
      announcement: r.announcement,
      view_times: r.view_times,
      created_at: isoUtc(r.created_at),
    }));
    return ok({ data, total });
  });

  app.get(`/api/v2/announcement/${ID}`, async (request) => {
    const row = ctx.db.prepare("SELECT * FROM announcements WHERE id = ?").get(idParam(request.params)) as
      AnnouncementRow | undefined;
    return ok(row ? full(row) : notFound());
  });
}
