import { loadPublishedAgreements } from "@/lib/server/published-agreements";

// For the agreement dialog (components/agreement/agreement-prompt.tsx): which required agreements
// the school has published. The same for everyone; the reads behind it are cached.

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return Response.json(await loadPublishedAgreements(), { headers: { "Cache-Control": "no-store" } });
}
