import { SiteCard } from "@/lib/server/og/og-cards";
import { siteCardTexts } from "@/lib/server/og/og-card-texts";
import { loadOgFont } from "@/lib/server/og/og-font";
import { ogImageResponse } from "@/lib/server/og/og-image-response";
import { SITE_OG_IMAGE_FILE } from "@/lib/server/og/og-image-urls";
import { siteName } from "@/lib/server/site-metadata";

// /og/site.png: the share image of every page but a course's, with the school's name
// (在线网校 when the backend is down). Cached and revalidated like the public pages.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // drawn on the first request, never at build time (the school's name belongs to the deployment)
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== SITE_OG_IMAGE_FILE) return new Response("Not Found", { status: 404 });
  const [font, name] = await Promise.all([loadOgFont(), siteName()]);
  return ogImageResponse(<SiteCard {...siteCardTexts(name, font.drawable)} />, font);
}
