import { checkReadiness } from "@/lib/observability/readiness";
import { recordReadiness } from "@/lib/observability/metrics";
import { readinessChecks } from "@/lib/server/readiness-checks";
import { siteEnv } from "@/lib/shared/env";
import { logSoftFailure } from "@/lib/shared/soft-failure";

// Readiness: 200 when the backend answered its config within 2 s and (with REDIS_URL) Redis
// answered a ping; otherwise 503 naming what failed. A load balancer sends traffic only to
// instances answering 200 (docs/operating.md, Operating).

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness(readinessChecks(siteEnv()));
  recordReadiness(readiness.ready);
  for (const [name, error] of Object.entries(readiness.errors)) {
    logSoftFailure(`就绪检查 ${name}`, error, "GET /readyz 回答 503");
  }
  return Response.json(
    readiness.ready
      ? { status: "ready", checks: readiness.checks }
      : { status: "not ready", failing: readiness.failing, checks: readiness.checks },
    { status: readiness.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
