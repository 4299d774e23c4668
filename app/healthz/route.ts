// Liveness: the process answers. No I/O, so a slow backend or Redis never gets a healthy
// instance restarted; GET /readyz says whether it can serve pages.

export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
