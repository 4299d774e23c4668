import "server-only";
import { courseFileUrls, pageFileUrls } from "./sitemap-entries";
import { type SitemapFileKind, sitemapFileNumber } from "./sitemap-layout";
import { sitemapReads } from "./sitemap-reads";
import { sitemapXml, xmlResponse } from "./sitemap-xml";
import { pushUnseenSitemapPages } from "./search-engine-push/search-engine-push";
import { siteOrigin } from "./site-url";

const FILE_URLS = { pages: pageFileUrls, courses: courseFileUrls } as const;

/**
 * The answer for /sitemaps/{kind}-{segment}.xml: its URLs (the ones no search engine was told of yet
 * are pushed in the background), or 404 past the last file. A failed read throws, so ISR keeps the
 * last good copy.
 */
export async function sitemapFileResponse(kind: SitemapFileKind, segment: string): Promise<Response> {
  const file = sitemapFileNumber(segment);
  const urls = file === null ? null : await FILE_URLS[kind](siteOrigin(), file, sitemapReads());
  if (!urls) return new Response("Not Found", { status: 404 });
  return xmlResponse(sitemapXml(pushUnseenSitemapPages(urls, `${kind}-${file}`)));
}
