import { sitemapFileNumber } from "@/lib/server/sitemap-layout";
import { courseFileUrls } from "@/lib/server/sitemap-entries";
import { pushUnseenSitemapPages } from "@/lib/server/search-engine-push/search-engine-push";
import { sitemapReads } from "@/lib/server/sitemap-reads";
import { sitemapXml, xmlResponse } from "@/lib/server/sitemap-xml";
import { siteOrigin } from "@/lib/server/site-url";

// /sitemaps/courses-{n}.xml: the listed courses of file n (middleware rewrites it here),
// cached and revalidated like the public pages. A failed read throws, so the last good copy stays.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // built on the first request, never at build time (the API belongs to the deployment)
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = sitemapFileNumber((await params).file);
  const urls = file === null ? null : await courseFileUrls(siteOrigin(), file, sitemapReads());
  if (!urls) return new Response("Not Found", { status: 404 });
  return xmlResponse(sitemapXml(pushUnseenSitemapPages(urls, `courses-${file}`)));
}
