import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { sitemapEntries } from "@/lib/server/sitemap-entries";
import { siteOrigin } from "@/lib/server/site-url";

// Built per request (the API is not reachable at build time); the API reads are cached.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries(await siteOrigin());
}
