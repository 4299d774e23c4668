import "server-only";
import type { Metadata } from "next";
import { MOBILE_ALTERNATE_MEDIA, deviceAnnotations } from "../shared/device-annotations";
import { siteEnv } from "../shared/env";
import { loadSystemConfig } from "./bootstrap";
import { absoluteSiteUrl } from "./site-url";

// Title, description, Open Graph and Twitter card of a page people share, and for the
// indexable public pages also the canonical URL, hreflang, robots and the mobile annotations.
// Every URL is absolute from SITE_URL (never the request's Host).

/** A member's own page (member centre, study centre, orders, lessons): never in a search engine. */
export const PRIVATE_PAGE_ROBOTS = { index: false, follow: false } as const;

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export interface SharedPage {
  /** The page's own title; the root layout's template adds " - {school}". */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/courses/detail/5". */
  path: string;
  siteName: string;
  /** Absolute URL of the page's 1200×630 PNG share image. */
  image: string;
  /** The home page's title is the school's name alone. */
  isHome?: boolean;
}

export function sharedPageMetadata(page: SharedPage): Metadata {
  const url = absoluteSiteUrl(page.path);
  // Shared cards name the school separately (og:site_name), so their title is the page's own.
  const title = page.isHome ? page.siteName : page.title;
  const image = { url: page.image, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, type: "image/png", alt: title };
  return {
    title: page.isHome ? { absolute: page.siteName } : page.title,
    description: page.description,
    openGraph: {
      type: "website",
      locale: "zh_CN",
      siteName: page.siteName,
      url,
      title,
      description: page.description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description: page.description, images: [image] },
  };
}

export interface PublicPage extends SharedPage {
  /** The address this copy of the page answers (path and canonical query), when it is not `path`. */
  address?: string;
  /** False for a page search engines should not list (a hidden course): noindex, and no canonical,
   * language or phone annotations that would ask them to index it. Defaults to true. */
  indexable?: boolean;
}

/**
 * An indexable public page: its canonical URL (which is also its only language version,
 * zh-CN, and the default for every other locale), an explicit index, follow, and what it says
 * about phones: its H5 twin, or that it serves phones itself (lib/shared/device-annotations.ts).
 * The twin depends only on the address and the cached config, so the page stays one HTML for all.
 */
export async function publicPageMetadata(page: PublicPage): Promise<Metadata> {
  if (page.indexable === false) return { ...sharedPageMetadata(page), robots: { index: false, follow: true } };
  const url = absoluteSiteUrl(page.path);
  const config = await loadSystemConfig();
  const devices = deviceAnnotations({
    h5Url: config?.h5_url ?? "",
    address: page.address ?? page.path,
    style: siteEnv().h5RouteStyle,
  });
  return {
    ...sharedPageMetadata(page),
    alternates: {
      canonical: url,
      languages: { "zh-CN": url, "x-default": url },
      ...(devices.mobileAlternate ? { media: { [MOBILE_ALTERNATE_MEDIA]: devices.mobileAlternate } } : {}),
    },
    robots: { index: true, follow: true },
    other: devices.meta,
  };
}
