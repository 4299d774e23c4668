/** @jest-environment node */
import { ROOT_CONTEXT, context, defaultTextMapGetter } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { apiRequest } from "../api/client";
import { resumeBackend } from "../api/backend-pause";
import { requestIdPropagator } from "../observability/request-context";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";
import { metricValue, resetMetrics } from "../test-helpers/log-capture";

// Next's data cache exists only inside its server: here a shared read runs at once.
const sharedReads: { key: string; lifetime: unknown }[] = [];
jest.mock("../api/shared-read-cache", () => ({
  readThroughSharedCache: (key: string, read: () => Promise<unknown>, lifetime: unknown) => {
    sharedReads.push({ key, lifetime });
    return read();
  },
}));

// On the server every backend call is counted by endpoint and status, and the reads made for one
// request (never the shared, cached ones) tell the backend that request's id.

const manager = new AsyncLocalStorageContextManager();
const REQUEST_ID = "7c1d2e3f4a5b6c7d";
const duringRequest = <T>(work: () => Promise<T>) =>
  context.with(requestIdPropagator.extract(ROOT_CONTEXT, { "x-request-id": REQUEST_ID }, defaultTextMapGetter), work);
const ok = () => jsonResponse({ code: 0, message: "", data: null });

beforeAll(() => {
  process.env.NEXT_RUNTIME = "nodejs";
  process.env.MEEDU_API_URL = "http://meedu.internal:8000/";
  context.setGlobalContextManager(manager.enable());
});
afterAll(() => {
  delete process.env.NEXT_RUNTIME;
  delete process.env.MEEDU_API_URL;
  manager.disable();
  context.disable();
});
beforeEach(() => {
  resetMetrics();
  resumeBackend();
});

describe("apiRequest on the server", () => {
  it("sends the request id with a read made for this request", async () => {
    const fetchMock = mockFetch(ok());
    await duringRequest(() => apiRequest("v2/member/detail", { token: "member-token" }));
    expect(lastRequest(fetchMock).init.headers["X-Request-Id"]).toBe(REQUEST_ID);
  });

  it("leaves it off a shared, cached read (it belongs to no one request)", async () => {
    const fetchMock = mockFetch(ok());
    await duringRequest(() => apiRequest("v2/navs", { revalidate: 60, tags: ["navs"] }));
    expect(lastRequest(fetchMock).init.headers).not.toHaveProperty("X-Request-Id");
  });

  it("stores a public read's data in the shared cache, never the HTTP answer (MeEdu's errors are HTTP 200)", async () => {
    sharedReads.length = 0;
    const fetchMock = mockFetch(ok());
    await apiRequest("v2/courses", { query: { page: 2, size: 16 }, revalidate: 60, tags: ["courses"] });
    expect(sharedReads).toEqual([
      {
        key: "GET http://meedu.internal:8000/api/v2/courses?page=2&size=16",
        lifetime: { revalidate: 60, tags: ["courses"] },
      },
    ]);
    expect(lastRequest(fetchMock).init).toMatchObject({ cache: "no-store" });
    expect(lastRequest(fetchMock).init).not.toHaveProperty("next");
  });

  it("sends none outside a request", async () => {
    const fetchMock = mockFetch(ok());
    await apiRequest("v2/other/config");
    expect(lastRequest(fetchMock).init.headers).not.toHaveProperty("X-Request-Id");
  });

  it("counts each call by endpoint without ids, method, status and cacheability", async () => {
    mockFetch(ok(), ok(), jsonResponse({}, 429));
    await apiRequest("v2/course/12", { revalidate: 60 });
    await apiRequest("v2/course/13", { revalidate: 60 });
    await expect(apiRequest("v2/member/detail", { token: "t" })).rejects.toThrow();
    expect(
      await metricValue("meedu_backend_requests_total", {
        endpoint: "v2/course/:id",
        method: "GET",
        status: "200",
        cacheable: "true",
      }),
    ).toBe(2);
    expect(
      await metricValue("meedu_backend_requests_total", {
        endpoint: "v2/member/detail",
        status: "429",
        cacheable: "false",
      }),
    ).toBe(1);
    expect(await metricValue("meedu_backend_request_duration_seconds", { endpoint: "v2/course/:id", le: "+Inf" })).toBe(
      2,
    );
  });

  it("counts a call that got no answer as timeout or network", async () => {
    mockFetch(Object.assign(new Error("signal timed out"), { name: "TimeoutError" }), new TypeError("fetch failed"));
    await expect(apiRequest("v2/navs")).rejects.toThrow();
    await expect(apiRequest("v2/navs")).rejects.toThrow();
    expect(await metricValue("meedu_backend_requests_total", { endpoint: "v2/navs", status: "timeout" })).toBe(1);
    expect(await metricValue("meedu_backend_requests_total", { endpoint: "v2/navs", status: "network" })).toBe(1);
  });
});
