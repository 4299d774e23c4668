import type { NextRequest } from "next/server";
import { serverApiOrigin } from "@/lib/api/base-url";
import { REQUEST_TIMEOUT_MS } from "@/lib/api/client";

// The browser's API base (/api/) forwarded to the MeEdu backend at run time,
// so one build serves any deployment and the backend needn't be public.

const FORWARDED_REQUEST_HEADERS = ["accept", "authorization", "content-type", "meedu-platform", "user-agent"];
const FORWARDED_RESPONSE_HEADERS = ["content-type", "location", "cache-control", "content-disposition"];

function clientIp(request: NextRequest): string {
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "";
}

async function forward(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const target = `${serverApiOrigin()}/api/${path.map(encodeURIComponent).join("/")}${request.nextUrl.search}`;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const ip = clientIp(request);
  if (ip) headers.set("x-forwarded-for", ip);

  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch {
    return Response.json({ code: 1, message: "服务暂时不可用，请稍后再试", data: [] }, { status: 502 });
  }
}

export const dynamic = "force-dynamic";
export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const DELETE = forward;
