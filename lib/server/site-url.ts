import { headers } from "next/headers";
import { cache } from "react";

/**
 * The site's public origin for canonical URLs, Open Graph, the sitemap and robots.txt:
 * SITE_URL when set (recommended behind proxies), otherwise the request's
 * x-forwarded-host/host and x-forwarded-proto.
 */
export const siteOrigin = cache(async (): Promise<string> => {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const list = await headers();
  const host = validHost(first(list.get("x-forwarded-host"))) || validHost(list.get("host") ?? "") || "localhost:3000";
  const proto = first(list.get("x-forwarded-proto")) === "https" ? "https" : "http";
  return `${proto}://${host}`;
});

function first(value: string | null): string {
  return value?.split(",")[0]?.trim() ?? "";
}

// Host headers are client-controlled: accept only host[:port] characters.
function validHost(value: string): string {
  return /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(value) ? value : "";
}

export async function absoluteSiteUrl(path: string): Promise<string> {
  return `${await siteOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}
