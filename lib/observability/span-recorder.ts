import type { Attributes, Context } from "@opentelemetry/api";
import {
  SamplingDecision,
  type ReadableSpan,
  type Sampler,
  type Span,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { requestIdIn } from "./request-context";
import { observeRequest } from "./request-log";

// Under Next's own server nothing of ours sees a page's answer: Next writes it. What Next does
// offer is its documented OpenTelemetry span per request, "BaseServer.handleRequest", which
// ends once the answer is sent and carries its method, target and status code. This records
// each such span as one answered request. Only those spans are recorded at all (the sampler):
// the dozen other spans Next opens per request stay non-recording and cost next to nothing.
//
// Next passes a request through this span twice when middleware lets it continue: once to run
// middleware (the answer is not known yet) and once to render it; only the render's span names
// the route it rendered (`next.route`), so that one is the answer. When middleware answers
// itself (a redirect, 405), there is no render span: middleware.ts records those.

const REQUEST_SPAN = "BaseServer.handleRequest";
const REQUEST_ID_ATTRIBUTE = "meedu.request_id";

export const requestSpanSampler: Sampler = {
  shouldSample: (_context: Context, _traceId: string, _name: string, _kind: unknown, attributes: Attributes) => ({
    decision: attributes["next.span_type"] === REQUEST_SPAN ? SamplingDecision.RECORD : SamplingDecision.NOT_RECORD,
  }),
  toString: () => "request spans only",
};

const milliseconds = ([seconds, nanoseconds]: [number, number]) => seconds * 1000 + nanoseconds / 1e6;

export function requestSpanRecorder(enabled: () => boolean): SpanProcessor {
  return {
    onStart(span: Span, parentContext: Context) {
      const requestId = requestIdIn(parentContext);
      if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
    },
    onEnd(span: ReadableSpan) {
      const attributes = span.attributes;
      if (attributes["next.span_type"] !== REQUEST_SPAN || attributes["next.route"] === undefined) return;
      if (!enabled()) return;
      observeRequest({
        method: String(attributes["http.method"] ?? "GET"),
        target: String(attributes["http.target"] ?? "/"),
        status: Number(attributes["http.status_code"] ?? 0),
        durationMs: milliseconds(span.duration),
        requestId: typeof attributes[REQUEST_ID_ATTRIBUTE] === "string" ? attributes[REQUEST_ID_ATTRIBUTE] : null,
      });
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  };
}
