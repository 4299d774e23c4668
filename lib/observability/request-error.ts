import type { Instrumentation } from "next";
import { isValidRequestId, REQUEST_ID_HEADER } from "../shared/request-id";
import { routeLabel } from "../shared/routes/route-label";
import { softFailureDetail } from "../shared/soft-failure";
import { logger } from "./logger";

// Next's onRequestError (instrumentation.ts): an error a render or route handler threw, as one
// log line carrying the request id, so it can be found next to the request's own line.

type OnRequestError = Instrumentation.onRequestError;

export function logRequestError(...[error, request, context]: Parameters<OnRequestError>): void {
  const header = request.headers[REQUEST_ID_HEADER];
  const requestId = Array.isArray(header) ? header[0] : header;
  const digest = (error as { digest?: unknown } | null)?.digest;
  logger().error(
    {
      method: request.method,
      route: routeLabel(request.path),
      request_id: isValidRequestId(requestId) ? requestId : undefined,
      next_route: context.routePath,
      route_type: context.routeType,
      revalidate_reason: context.revalidateReason,
      error: softFailureDetail(error),
      digest: typeof digest === "string" ? digest : undefined,
    },
    "request error",
  );
}
