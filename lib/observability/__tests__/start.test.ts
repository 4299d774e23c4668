/** @jest-environment node */
import { context, propagation, trace } from "@opentelemetry/api";
import { currentRequestId } from "../request-context";
import { startObservability } from "../start";

// Next opens a dozen spans per request through the global tracer; only Next's own server needs
// them (one per answer, span-recorder.ts). Under npm start they must cost nothing.

const requestSpan = () =>
  trace
    .getTracer("next.js")
    .startSpan("GET", { attributes: { "next.span_type": "BaseServer.handleRequest", "http.target": "/" } });

afterEach(() => {
  trace.disable();
  propagation.disable();
  context.disable();
});

it("installs the request recorder's tracer under Next's own server", () => {
  startObservability({ requestRecorder: "next" });
  expect(requestSpan().isRecording()).toBe(true);
});

it("installs no tracer under npm start, whose site server records answers itself", () => {
  startObservability({ requestRecorder: "site-server" });
  expect(requestSpan().isRecording()).toBe(false);
});

it("keeps the request id's context under npm start: every await of a request reads it", async () => {
  startObservability({ requestRecorder: "site-server" });
  const scope = propagation.extract(context.active(), { "x-request-id": "a1b2c3d4e5f6a7b8" });
  const read = await context.with(scope, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return currentRequestId();
  });
  expect(read).toBe("a1b2c3d4e5f6a7b8");
});
