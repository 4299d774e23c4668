import type { FastifyInstance } from "fastify";
import { ApiError, MSG_BAD_PARAM, notFound, ok } from "../lib/envelope";
import { field } from "../lib/validate";
import { isRequiredAgreementType, publishAgreement, revokeAgreements, setAgreementActive } from "../repos/agreements";
import { findUserByMobile } from "../repos/users";
import type { AppContext } from "../types";

/**
 * E2E helpers for agreements, only with EMBEDDED_API_TEST_HOOKS=1:
 * POST /__test/agreements/publish?type=user_agreement|privacy_policy → a new active version
 *   (what the admin does when the agreement changes): every member must agree again;
 * POST /__test/agreements/active?type=…&active=0|1 → none of that type active (a school that
 *   never published one), or its latest version active again;
 * POST /__test/agreements/revoke?mobile= → forgets one member's agreements.
 */
export function registerAgreementTestHookRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.testHooks) return;

  app.post("/__test/agreements/publish", async (request) => {
    const type = field(request.query, "type");
    if (!isRequiredAgreementType(type)) throw new ApiError(MSG_BAD_PARAM);
    return ok(publishAgreement(ctx.db, type, ctx.now()));
  });

  app.post("/__test/agreements/active", async (request) => {
    const type = field(request.query, "type");
    const active = field(request.query, "active");
    if (!isRequiredAgreementType(type) || (active !== "0" && active !== "1")) throw new ApiError(MSG_BAD_PARAM);
    setAgreementActive(ctx.db, type, active === "1", ctx.now());
    return ok();
  });

  app.post("/__test/agreements/revoke", async (request) => {
    const user = findUserByMobile(ctx.db, field(request.query, "mobile") ?? "") ?? notFound();
    revokeAgreements(ctx.db, user.id);
    return ok();
  });
}
