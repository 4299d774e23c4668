/** @jest-environment node */
import { ROOT_CONTEXT, context, defaultTextMapGetter } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { ApiError } from "../api/errors";
import { requestIdPropagator } from "../observability/request-context";
import { logSoftFailure } from "../shared/soft-failure";
import {
  captureLogs,
  metricValue,
  resetMetrics,
  stopCapturingLogs,
  type LogCapture,
} from "../test-helpers/log-capture";

// On the server a soft failure is a pino warning and a counted kind (in the browser: console.warn).

const manager = new AsyncLocalStorageContextManager();
const outage = new ApiError("transport", -1, "网络错误，请稍后再试");
let log: LogCapture;
let warn: jest.SpyInstance;

beforeAll(() => {
  process.env.NEXT_RUNTIME = "nodejs";
  context.setGlobalContextManager(manager.enable());
});
afterAll(() => {
  delete process.env.NEXT_RUNTIME;
  manager.disable();
  context.disable();
});
beforeEach(() => {
  resetMetrics();
  log = captureLogs();
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  stopCapturingLogs();
  warn.mockRestore();
  jest.useRealTimers();
});

describe("logSoftFailure on the server", () => {
  it("writes one warning: the line as before, its parts as fields, and the request's id", () => {
    const request = requestIdPropagator.extract(
      ROOT_CONTEXT,
      { "x-request-id": "0f1e2d3c4b5a6978" },
      defaultTextMapGetter,
    );
    context.with(request, () => logSoftFailure("读取友情链接", outage, "不显示友情链接"));
    expect(warn).not.toHaveBeenCalled();
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "[降级] 读取友情链接失败（ApiError transport -1: 网络错误，请稍后再试），改用：不显示友情链接",
        soft_failure: "读取友情链接",
        error: "ApiError transport -1: 网络错误，请稍后再试",
        fallback: "不显示友情链接",
        request_id: "0f1e2d3c4b5a6978",
      }),
    ]);
  });

  it("keeps extra fields out of the kind, and folds record ids", async () => {
    logSoftFailure("转发 /api 请求", outage, "回答 502", { method: "POST", path: "/api/v2/course/5/comment" });
    logSoftFailure("读取课时 42", outage, "提示加载失败");
    logSoftFailure("读取课时 43", outage, "提示加载失败");
    expect(log.lines[0]).toMatchObject({
      soft_failure: "转发 /api 请求",
      method: "POST",
      path: "/api/v2/course/5/comment",
    });
    expect(await metricValue("meedu_soft_failures_total", { kind: "转发 /api 请求" })).toBe(1);
    expect(await metricValue("meedu_soft_failures_total", { kind: "读取课时 :id" })).toBe(2);
  });

  it("still logs a kind once per 10 s, but counts every failure", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-26T08:00:00Z") });
    for (let i = 0; i < 5; i += 1) logSoftFailure("读取导航", outage, "导航骨架");
    expect(log.lines).toHaveLength(1);
    expect(await metricValue("meedu_soft_failures_total", { kind: "读取导航" })).toBe(5);
    jest.advanceTimersByTime(10_000);
    logSoftFailure("读取导航", outage, "导航骨架");
    expect(log.lines).toHaveLength(2);
    expect(log.lines[1]).toMatchObject({ repeats: 4 });
    expect(String(log.lines[1].msg)).toMatch(/（此前 10 秒内同样失败 4 次）$/);
  });
});
