import { sitemapFileResponse } from "@/lib/server/sitemap-file-response";

// /sitemaps/courses-{n}.xml: the listed courses of file n (middleware rewrites it here),
// cached and revalidated like the public pages. A failed read throws, so the last good copy stays.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // built on the first request, never at build time (the API belongs to the deployment)
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileResponse("courses", (await params).file);
}
