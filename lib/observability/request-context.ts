import {
  context,
  createContextKey,
  defaultTextMapGetter,
  type Context,
  type TextMapGetter,
  type TextMapPropagator,
} from "@opentelemetry/api";
import { isValidRequestId, REQUEST_ID_HEADER } from "../shared/request-id";

// The request id inside a render, where nothing may read the request's headers (a public page
// is cached and shared). Next runs each request inside an OpenTelemetry context that it builds
// from the request's headers with the registered propagator (its documented tracing support,
// instrumentation.ts): this propagator puts the x-request-id header into that context, and
// currentRequestId() reads it back in whatever render, route handler or middleware runs for it.

const REQUEST_ID = createContextKey("meedu.request_id");

export function requestIdIn(scope: Context): string | null {
  const value = scope.getValue(REQUEST_ID);
  return typeof value === "string" ? value : null;
}

export function currentRequestId(): string | null {
  return requestIdIn(context.active());
}

export const requestIdPropagator: TextMapPropagator = {
  // Nothing leaves through Next's trace headers: the backend gets the id from lib/api/client.ts.
  inject() {},
  extract(scope: Context, carrier: unknown, getter: TextMapGetter = defaultTextMapGetter): Context {
    const raw = getter.get(carrier, REQUEST_ID_HEADER);
    const value = Array.isArray(raw) ? raw[0] : raw;
    return isValidRequestId(value) ? scope.setValue(REQUEST_ID, value) : scope;
  },
  fields: () => [REQUEST_ID_HEADER],
};
