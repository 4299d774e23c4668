import { sitemapXml } from "@/lib/server/sitemap-xml";
import { sitemapEntries } from "@/lib/server/sitemap-entries";
import { siteOrigin } from "@/lib/server/site-url";
import { pushUnseenSitemapPages } from "@/lib/server/search-engine-push/search-engine-push";

// /sitemap.xml (middleware rewrites it here): cached and revalidated like the public pages.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // built on the first request, never at build time (the API belongs to the deployment)
}

export async function GET() {
  return new Response(sitemapXml(pushUnseenSitemapPages(await sitemapEntries(siteOrigin()))), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
