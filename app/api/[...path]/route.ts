import type { NextRequest } from "next/server";
import { serverApiOrigin } from "@/lib/api/base-url";
import { REQUEST_TIMEOUT_MS } from "@/lib/api/client";
import { RELOGIN_MESSAGE } from "@/lib/api/errors";
import {
  appendConflictClearing,
  appendSessionClearing,
  appendSessionCookies,
  conflictScopeOf,
} from "@/lib/edge/session-cookie";
import { BodyTooLargeError, bodyLimitFor, limitBody } from "@/lib/server/proxy/body-limit";
import { mayActForSession } from "@/lib/server/proxy/request-origin";
import {
  inspectAnswer,
  isInspectable,
  LOGOUT_PATH,
  mayIssueToken,
  readCapped,
} from "@/lib/server/proxy/session-response";
import { endsSession, type ExchangeOutcome } from "@/lib/server/proxy/session-ending";
import { isHttpsRequest } from "@/lib/shared/cookie-names";
import { siteEnv } from "@/lib/shared/env";
import { throttledAnswer } from "@/lib/server/proxy/throttled-answer";
import { logSoftFailure } from "@/lib/shared/soft-failure";
import { carriesSession, readRequestSession } from "@/lib/shared/request-session";

// The browser's API base (/api/) forwarded to the MeEdu backend at run time, so one build
// serves any deployment and the backend needn't be public. It owns the session: the token
// cookie is HttpOnly, attached here as Bearer, set from login answers and cleared on logout/401
// when the request carried it (session-ending.ts), and only for requests the site's own pages
// make (request-origin.ts). Two session cookies in one request are refused as MeEdu refuses a token.

// x-request-id: set by nginx, the site server or middleware, never by the browser alone.
const FORWARDED_REQUEST_HEADERS = ["accept", "content-type", "meedu-platform", "user-agent", "x-request-id"];
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "location",
  "cache-control",
  "content-disposition",
  "content-length",
];

function envelopeError(status: number, message: string): Response {
  return Response.json({ code: 1, message, data: [] }, { status, headers: { "Cache-Control": "no-store" } });
}

/** MeEdu's refusal of a session (HTTP 200, envelope code 401): the page says 请重新登录 and goes to /login. */
function refusedSession(request: NextRequest): Response {
  const refused = Response.json(
    { code: 401, message: RELOGIN_MESSAGE, data: [] },
    { headers: { "Cache-Control": "no-store" } },
  );
  appendConflictClearing(refused.headers, conflictScopeOf(request));
  return refused;
}

function upstreamHeaders(request: NextRequest, token: string | null): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (token) headers.set("authorization", `Bearer ${token}`);
  // The site server (server/) replaced whatever the client sent with the address it resolved.
  const clientIp = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (clientIp) headers.set("x-forwarded-for", clientIp);
  return headers;
}

async function forward(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  const path = segments.join("/");
  const session = readRequestSession(request.headers);
  const carried = carriesSession(session);
  const proxied = { method: request.method, path, carriesSession: carried, headers: request.headers };
  if (!mayActForSession(proxied, siteEnv().siteUrl)) return envelopeError(403, "请求来源无效");
  // Two session cookies: one was planted (a sibling origin), and neither is sent on.
  if (session.kind === "conflict") return refusedSession(request);
  const https = isHttpsRequest(request.headers);
  const ends = (outcome: ExchangeOutcome) => endsSession({ carried, method: request.method, path, outcome });
  const limit = bodyLimitFor(path);
  if (Number(request.headers.get("content-length") ?? "0") > limit) return envelopeError(413, "请求内容过大");

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  // The 15 s cover waiting for the backend's answer; the timer is cleared as soon as it
  // starts (AbortSignal.timeout would keep every proxied body alive for 15 s).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: upstreamHeaders(request, session.kind === "one" ? session.token : null),
    redirect: "manual",
    cache: "no-store",
    signal: controller.signal,
  };
  if (hasBody) {
    init.body = limitBody(request.body!, limit);
    init.duplex = "half";
  }

  let upstream: Response;
  try {
    upstream = await fetch(
      `${serverApiOrigin()}/api/${segments.map(encodeURIComponent).join("/")}${request.nextUrl.search}`,
      init,
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError || (error as { cause?: unknown })?.cause instanceof BodyTooLargeError) {
      return envelopeError(413, "请求内容过大");
    }
    // The path only: a query may carry a member's mobile number or a code.
    logSoftFailure("转发 /api 请求", error, "回答 502 服务暂时不可用", {
      method: request.method,
      path: `/api/${path}`,
    });
    const failed = envelopeError(502, "服务暂时不可用，请稍后再试");
    if (ends("unreachable")) appendSessionClearing(failed.headers, https);
    return failed;
  } finally {
    clearTimeout(timer);
  }

  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const throttled = () => {
    const busy = throttledAnswer(request.method, path, upstream.headers.get("retry-after"));
    if (ends("throttled")) appendSessionClearing(busy.headers, https);
    return busy;
  };
  if (upstream.status === 429) return throttled();

  // A logout's answer and an HTTP 401 pass through as they came; other JSON is inspected.
  const refusedByStatus = upstream.status === 401;
  const loggingOut = path === LOGOUT_PATH && request.method === "POST";
  if (!refusedByStatus && !loggingOut && (isInspectable(upstream) || mayIssueToken(path))) {
    const text = await readCapped(upstream);
    if (text === null) return envelopeError(502, "服务返回的数据过大");
    const answer = inspectAnswer(text, path);
    if (answer.throttled) return throttled();
    headers.delete("content-length");
    if (answer.token) appendSessionCookies(headers, answer.token, https);
    if (answer.sessionRejected && ends("session-refused")) appendSessionClearing(headers, https);
    return new Response(answer.body, { status: upstream.status, headers });
  }
  if (ends(refusedByStatus ? "session-refused" : "answered")) appendSessionClearing(headers, https);
  return new Response(upstream.body, { status: upstream.status, headers });
}

export const dynamic = "force-dynamic";
export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const DELETE = forward;
