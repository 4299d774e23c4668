import { sitemapIndexFiles } from "@/lib/server/sitemap-index";
import { sitemapReads } from "@/lib/server/sitemap-reads";
import { sitemapIndexXml, xmlResponse } from "@/lib/server/sitemap-xml";
import { siteOrigin } from "@/lib/server/site-url";

// /sitemap.xml (middleware rewrites it here): the index of the sitemap files, cached and
// revalidated like the public pages. A failed read throws, so the last good copy stays.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // built on the first request, never at build time (the API belongs to the deployment)
}

export async function GET() {
  return xmlResponse(sitemapIndexXml(await sitemapIndexFiles(siteOrigin(), sitemapReads())));
}
