import { E2E_REVALIDATE_SECRET } from "./environment";

/** Drops the site's cached pages and data for `tags` (POST /api/revalidate, docs/caching.md). */
export async function revalidateTags(siteUrl: string, tags: string[]): Promise<void> {
  const response = await fetch(`${siteUrl}/api/revalidate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}`, "Content-Type": "application/json" },
    body: JSON.stringify({ tags }),
  });
  if (!response.ok) throw new Error(`revalidate failed: HTTP ${response.status}`);
}
