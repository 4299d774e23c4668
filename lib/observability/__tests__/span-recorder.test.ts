/** @jest-environment node */
import { ROOT_CONTEXT, defaultTextMapGetter } from "@opentelemetry/api";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import {
  captureLogs,
  metricValue,
  resetMetrics,
  stopCapturingLogs,
  type LogCapture,
} from "../../test-helpers/log-capture";
import { requestIdPropagator } from "../request-context";
import { requestSpanRecorder, requestSpanSampler } from "../span-recorder";

// Next's standalone server, as its spans show it (next/dist/server/base-server.js): a request
// middleware lets through passes "BaseServer.handleRequest" twice, the middleware pass with no
// route and the render pass naming the route it rendered and the status it sent.

let recording = true;
const tracer = new BasicTracerProvider({
  sampler: requestSpanSampler,
  spanProcessors: [requestSpanRecorder(() => recording)],
}).getTracer("next.js");

const REQUEST_ID = "5f0c9d6e2b1a4c7d8e9f0a1b2c3d4e5f";
const incoming = requestIdPropagator.extract(ROOT_CONTEXT, { "x-request-id": REQUEST_ID }, defaultTextMapGetter);

function requestSpan(target: string, answer: Record<string, string | number | boolean>) {
  const span = tracer.startSpan(
    "GET",
    { attributes: { "next.span_type": "BaseServer.handleRequest", "http.method": "GET", "http.target": target } },
    incoming,
  );
  span.setAttributes(answer);
  span.end();
}

let log: LogCapture;
beforeEach(() => {
  recording = true;
  resetMetrics();
  log = captureLogs();
});
afterEach(stopCapturingLogs);

describe("requests under Next's own server", () => {
  it("are recorded from the render pass's span: route, status, duration and request id", async () => {
    requestSpan("/courses/detail/3?tab=4", {
      "http.status_code": 200,
      "next.route": "/courses/detail/[courseId]/[view]",
    });
    expect(await metricValue("meedu_http_requests_total", { route: "course", method: "GET", status: "200" })).toBe(1);
    expect(log.lines).toEqual([
      expect.objectContaining({ msg: "request", route: "course", status: 200, request_id: REQUEST_ID }),
    ]);
    expect(typeof log.lines[0].duration_ms).toBe("number");
  });

  it("leave the middleware pass out: it carries no route and not the real status", async () => {
    requestSpan("/courses", { "http.status_code": 200, "next.bubble": true });
    expect(await metricValue("meedu_http_requests_total", { route: "courses" })).toBe(0);
    expect(log.lines).toEqual([]);
  });

  it("record nothing of Next's other spans, which stay non-recording", () => {
    const fetchSpan = tracer.startSpan("fetch GET", { attributes: { "next.span_type": "AppRender.fetch" } }, incoming);
    expect(fetchSpan.isRecording()).toBe(false);
    fetchSpan.end();
    expect(log.lines).toEqual([]);
  });

  it("are left to npm start's entry point when it records them", async () => {
    recording = false;
    requestSpan("/vip", { "http.status_code": 200, "next.route": "/vip/[view]" });
    expect(await metricValue("meedu_http_requests_total", { route: "vip" })).toBe(0);
    expect(log.lines).toEqual([]);
  });
});
