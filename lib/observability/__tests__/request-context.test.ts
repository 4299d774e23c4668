/** @jest-environment node */
import { ROOT_CONTEXT, context, defaultTextMapGetter } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { currentRequestId, requestIdIn, requestIdPropagator } from "../request-context";

const manager = new AsyncLocalStorageContextManager();
beforeAll(() => context.setGlobalContextManager(manager.enable()));
afterAll(() => {
  manager.disable();
  context.disable();
});

const extract = (headers: Record<string, string | string[]>) =>
  requestIdPropagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);

describe("the request id in Next's request context", () => {
  it("comes from the x-request-id header", () => {
    expect(requestIdIn(extract({ "x-request-id": "9d2f6c3a8b7e4d1f" }))).toBe("9d2f6c3a8b7e4d1f");
    expect(requestIdIn(extract({ "x-request-id": ["9d2f6c3a8b7e4d1f", "other-value-1234"] }))).toBe("9d2f6c3a8b7e4d1f");
  });

  it("is absent when the header is missing or is not an id", () => {
    expect(requestIdIn(extract({}))).toBeNull();
    expect(requestIdIn(extract({ "x-request-id": 'x" injected="1' }))).toBeNull();
    expect(requestIdIn(extract({ "x-request-id": "short" }))).toBeNull();
  });

  it("is what every await inside the request reads", async () => {
    const read = await context.with(extract({ "x-request-id": "a1b2c3d4e5f6a7b8" }), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(read).toBe("a1b2c3d4e5f6a7b8");
    expect(currentRequestId()).toBeNull();
  });
});
