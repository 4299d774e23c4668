import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import type { SiteEnv } from "../shared/env";
import { collectProcessMetrics } from "./metrics";
import { requestIdPropagator } from "./request-context";
import { requestSpanRecorder, requestSpanSampler } from "./span-recorder";

// Once per server process (instrumentation.ts): process metrics, and Next's documented
// OpenTelemetry hook-up. The context manager carries each request's context through its awaits,
// the propagator puts the request id into it (request-context.ts), and the tracer provider
// records the one span per request that carries its answer (span-recorder.ts).

export function startObservability(env: Pick<SiteEnv, "requestRecorder">): void {
  collectProcessMetrics();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(requestIdPropagator);
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({
      sampler: requestSpanSampler,
      spanProcessors: [requestSpanRecorder(() => env.requestRecorder === "next")],
    }),
  );
}
