import { siteOrigin } from "@/lib/server/site-url";
import { routeHref } from "@/lib/shared/routes/route-href";

// /robots.txt (middleware rewrites it here). The origin comes from SITE_URL only.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // built on the first request, with the deployment's SITE_URL
}

const DISALLOWED = ["/member", "/order", "/study-center", "/courses/video/", "/login", "/api/"];

export function GET() {
  const lines = [
    "User-Agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteOrigin()}${routeHref("sitemap")}`, // the index, which names every sitemap file
    "",
  ];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
