import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { registerCors } from "./lib/cors";
import { registerErrorHandling } from "./lib/error-handling";
import { ipMatcher } from "./lib/ip-list";
import { registerRateLimit } from "./lib/rate-limit";
import { trimBaseUrl } from "./lib/urls";
import { registerAgreementTestHookRoutes } from "./routes/agreement-test-hooks";
import { registerAnnouncementRoutes } from "./routes/announcements";
import { registerAuthRoutes } from "./routes/auth";
import { registerCaptchaRoutes } from "./routes/captcha";
import { registerCommentRoutes } from "./routes/comments";
import { registerContentTestHookRoutes } from "./routes/content-test-hooks";
import { registerCourseAttachRoutes } from "./routes/course-attach";
import { registerCourseDetailRoutes } from "./routes/course-detail";
import { registerCourseLikeRoutes } from "./routes/course-like";
import { registerCourseRoutes } from "./routes/courses";
import { registerFaultTestHookRoutes } from "./routes/fault-test-hooks";
import { registerDecorationRoutes } from "./routes/decoration";
import { registerImageRoutes } from "./routes/images";
import { registerLegacyHomeRoutes } from "./routes/legacy-home";
import { registerMediaRoutes } from "./routes/media";
import { registerMemberRoutes } from "./routes/member";
import { registerMembersMoneyRoutes } from "./routes/members-money";
import { registerNavLinkRoutes } from "./routes/navs-links";
import { registerNotificationRoutes } from "./routes/notifications";
import { registerPageRoutes } from "./routes/pages";
import { registerSearchRoutes } from "./routes/search";
import { registerSocialRoutes } from "./routes/social";
import { registerSystemRoutes } from "./routes/system";
import { registerTestHookRoutes } from "./routes/test-hooks";
import { registerVideoDetailRoutes } from "./routes/video-detail";
import { registerVideoPlayRoutes } from "./routes/video-play";
import type { AppContext, EmbeddedApiOptions } from "./types";

export type { EmbeddedApiOptions } from "./types";

/** Builds the embedded MeEdu-compatible API (not listening; call listen() or use inject()). */
export async function buildApp(options: EmbeddedApiOptions): Promise<FastifyInstance> {
  const publicUrl = trimBaseUrl(options.publicUrl);
  const ctx: AppContext = {
    db: options.db,
    demoMode: options.demoMode,
    testHooks: options.testHooks,
    publicUrl,
    returnAddresses: { selfOrigin: new URL(publicUrl).origin, allowedOrigins: options.allowedOrigins ?? [] },
    configOverrides: options.configOverrides ?? {},
    tokenSecret: options.tokenSecret ?? new Uint8Array(randomBytes(48)),
    now: options.clock ?? Date.now,
    loginLimitRule: options.loginLimitRule ?? 1,
    log: options.log ?? ((line) => console.log(line)),
    faults: { uploadStorageMissing: false, throttledUntil: 0, fullTextSearchDown: false },
  };

  // X-Forwarded-For counts only when the socket peer is a trusted proxy; request.ip is then the
  // right-most entry that is not one (see lib/client-ip.ts). No trusted proxies: the socket peer.
  const trustedProxy = ipMatcher(options.trustedProxies ?? []);
  const app = Fastify({
    logger: false,
    trustProxy: options.trustedProxies?.length ? (address: string) => trustedProxy(address) : false,
    bodyLimit: 2 * 1024 * 1024,
  });

  // JSON bodies, tolerating an empty body (clients send Content-Type: application/json with no body).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  await app.register(formbody);

  registerErrorHandling(app, (error) => console.error("[embedded-api]", error));
  await registerCors(app);
  await registerRateLimit(app, ctx, options.rateLimitPerMinute, ipMatcher(options.throttleWhitelistIps ?? []));

  registerSystemRoutes(app, ctx);
  registerNavLinkRoutes(app, ctx);
  registerAnnouncementRoutes(app, ctx);
  // Legacy home mode answers decorationPage/blocks with 路由不存在 and serves the pre-4.9.29 endpoints.
  if (options.legacyHome) registerLegacyHomeRoutes(app, ctx);
  else registerDecorationRoutes(app, ctx);
  registerCourseRoutes(app, ctx);
  registerCourseDetailRoutes(app, ctx);
  registerCourseLikeRoutes(app, ctx);
  registerCourseAttachRoutes(app, ctx);
  registerVideoDetailRoutes(app, ctx);
  registerVideoPlayRoutes(app, ctx);
  registerCommentRoutes(app, ctx);
  registerSearchRoutes(app, ctx, { fullTextSearch: options.fullTextSearch ?? true });
  registerCaptchaRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
  registerMembersMoneyRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerTestHookRoutes(app, ctx);
  registerContentTestHookRoutes(app, ctx);
  registerAgreementTestHookRoutes(app, ctx);
  registerFaultTestHookRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerMediaRoutes(app);
  registerPageRoutes(app, ctx);

  await app.ready();
  return app;
}
