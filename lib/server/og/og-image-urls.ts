import "server-only";
import { parseRouteId } from "../../shared/route-id";
import { absoluteSiteUrl } from "../site-url";

// Where the share images live (app/og/): absolute from SITE_URL, as og:image must be.

export const SITE_OG_IMAGE_FILE = "site.png";

export function siteOgImageUrl(): string {
  return absoluteSiteUrl(`/og/${SITE_OG_IMAGE_FILE}`);
}

export function courseOgImageUrl(courseId: number): string {
  return absoluteSiteUrl(`/og/courses/${courseId}.png`);
}

/** The course id of a course image's file name ("12.png"), else null. */
export function courseIdFromOgFile(file: string): number | null {
  const match = /^(\d{1,12})\.png$/.exec(file);
  return match ? parseRouteId(match[1]) : null;
}
