import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteOrigin } from "@/lib/server/site-url";

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/member", "/order", "/study-center", "/courses/video/", "/login", "/api/"],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
