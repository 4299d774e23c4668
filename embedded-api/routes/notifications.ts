import type { FastifyInstance } from "fastify";
import { requireAuth } from "../lib/auth";
import { ok } from "../lib/envelope";
import { intParam } from "../lib/validate";
import { listNotifications, markAllRead, markRead } from "../repos/notifications";
import { cachedUnreadCount, forgetUnreadCount } from "../repos/unread-count-cache";
import type { AppContext } from "../types";

/** Member notifications ("messages"): unread count, list, mark one / all as read. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/v2/member/unreadNotificationCount", async (request) =>
    ok(cachedUnreadCount(ctx.db, requireAuth(ctx, request).user.id, ctx.now())),
  );

  app.get("/api/v2/member/messages", async (request) => {
    const { user } = requireAuth(ctx, request);
    const page = intParam(request.query, "page", 1, 100_000);
    const pageSize = intParam(request.query, "page_size", 5, 100);
    return ok(listNotifications(ctx.db, user.id, page, pageSize));
  });

  app.get("/api/v2/member/notificationMarkAsRead/:notificationId", async (request) => {
    const { user } = requireAuth(ctx, request);
    markRead(ctx.db, user.id, (request.params as { notificationId: string }).notificationId, ctx.now());
    // MeEdu fires the read event even for an unknown id, so the count is recomputed anyway.
    forgetUnreadCount(ctx.db, user.id);
    return ok();
  });

  app.get("/api/v2/member/notificationMarkAllAsRead", async (request) => {
    const { user } = requireAuth(ctx, request);
    markAllRead(ctx.db, user.id, ctx.now());
    forgetUnreadCount(ctx.db, user.id);
    return ok();
  });
}
