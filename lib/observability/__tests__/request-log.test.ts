/** @jest-environment node */
import {
  captureLogs,
  metricValue,
  resetMetrics,
  stopCapturingLogs,
  type LogCapture,
} from "../../test-helpers/log-capture";
import { observeRequest } from "../request-log";

let log: LogCapture;
beforeEach(() => {
  resetMetrics();
  log = captureLogs();
});
afterEach(stopCapturingLogs);

describe("an answered request", () => {
  it("is counted and timed under its route's registry name, never its address", async () => {
    observeRequest({
      method: "GET",
      target: "/courses/detail/0042?tab=3",
      status: 200,
      durationMs: 120,
      requestId: null,
    });
    expect(await metricValue("meedu_http_requests_total", { route: "course", method: "GET", status: "200" })).toBe(1);
    const duration = await metricValue("meedu_http_request_duration_seconds", {
      route: "course",
      method: "GET",
      le: "0.25",
    });
    expect(duration).toBe(1);
  });

  it("is one log line: method, route, status, duration, request id and Next's cache outcome", () => {
    observeRequest({
      method: "GET",
      target: "/courses?page=2",
      status: 200,
      durationMs: 12.345,
      requestId: "0123456789abcdef",
      cache: "HIT",
    });
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        method: "GET",
        route: "courses",
        status: 200,
        duration_ms: 12.3,
        request_id: "0123456789abcdef",
        cache: "HIT",
      }),
    ]);
  });

  it("counts the page cache outcome by route", async () => {
    observeRequest({ method: "GET", target: "/vip", status: 200, durationMs: 3, requestId: null, cache: "STALE" });
    expect(await metricValue("meedu_page_cache_responses_total", { route: "vip", outcome: "STALE" })).toBe(1);
  });

  it("logs a server error at error level", () => {
    observeRequest({ method: "GET", target: "/", status: 500, durationMs: 30, requestId: null });
    expect(log.lines[0]).toMatchObject({ level: "error", route: "home", status: 500 });
  });

  it("counts probes and scrapes but logs them only when they fail", async () => {
    observeRequest({ method: "GET", target: "/healthz", status: 200, durationMs: 1, requestId: null });
    observeRequest({ method: "GET", target: "/metrics", status: 200, durationMs: 1, requestId: null });
    observeRequest({ method: "GET", target: "/readyz", status: 503, durationMs: 1, requestId: null });
    expect(await metricValue("meedu_http_requests_total", { route: "healthz", status: "200" })).toBe(1);
    expect(log.lines.map((line) => [line.route, line.status])).toEqual([["readyz", 503]]);
  });
});
