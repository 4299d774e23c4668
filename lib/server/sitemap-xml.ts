import "server-only";
import type { MetadataRoute } from "next";
import type { SitemapFile } from "./sitemap-index";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}

const lastmod = (date: string | Date | undefined) =>
  date ? `<lastmod>${escapeXml(new Date(date).toISOString())}</lastmod>` : "";

/** The sitemap protocol's XML for entries in Next's MetadataRoute shape. */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(entry.url)}</loc>`, lastmod(entry.lastModified)];
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority}</priority>`);
    return `<url>${parts.join("")}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index naming the files. */
export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(file.url)}</loc>${lastmod(file.lastModified)}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
