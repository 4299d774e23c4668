import type { NextRequest } from "next/server";
import { metricsExposition } from "@/lib/observability/metrics";
import { mayReadMetrics, metricsAllowList } from "@/lib/observability/metrics-access";
import { siteEnv } from "@/lib/shared/env";

// Prometheus metrics of this instance (docs/operating.md, Operating): for loopback and METRICS_ALLOW only.
// The client address is the one the front of the site established (lib/observability/metrics-access.ts).

export const dynamic = "force-dynamic";

let allowed: ReturnType<typeof metricsAllowList> | null = null;

function refusal(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function GET(request: NextRequest): Promise<Response> {
  const env = siteEnv();
  if (!env.metrics) return refusal(404, "Not Found");
  allowed ??= metricsAllowList(env.metricsAllow);
  if (!mayReadMetrics(request.headers.get("x-forwarded-for"), allowed)) {
    return refusal(403, "Metrics are served to loopback and METRICS_ALLOW only.");
  }
  const { contentType, body } = await metricsExposition();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}
