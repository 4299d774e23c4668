import type { CourseInfo } from "@/lib/api/courses-types";
import { fetchCourseDetail } from "@/lib/api/courses";
import { isApiError } from "@/lib/api/errors";
import { loadAssetOrigin, loadSystemConfig } from "@/lib/server/bootstrap";
import { coverDataUrl } from "@/lib/server/og/cover-image";
import { CourseCard, OG_COVER_SIZE, SiteCard } from "@/lib/server/og/og-cards";
import { courseCardTexts, siteCardTexts } from "@/lib/server/og/og-card-texts";
import { loadOgFont } from "@/lib/server/og/og-font";
import { ogImageResponse } from "@/lib/server/og/og-image-response";
import { courseIdFromOgFile } from "@/lib/server/og/og-image-urls";
import { FALLBACK_SITE_NAME } from "@/lib/server/site-metadata";
import { logSoftFailure } from "@/lib/shared/soft-failure";

// /og/courses/{id}.png: a course's share image, its title beside its cover. With the
// backend down it is the site card with the default name, never an error.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // drawn on the first request, never at build time (the API belongs to the deployment)
}

const notFound = () => new Response("Not Found", { status: 404 });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = courseIdFromOgFile((await params).file);
  if (id === null) return notFound();
  const [font, config, course] = await Promise.all([
    loadOgFont(),
    loadSystemConfig(),
    loadAssetOrigin()
      .then((origin) => fetchCourseDetail(id, origin))
      .then(
        (detail): CourseInfo | Error => detail.course,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
  ]);
  if (isApiError(course) && course.kind === "not-found") return notFound();
  const name = config?.name || FALLBACK_SITE_NAME;
  if (course instanceof Error) {
    logSoftFailure(`读取课程 ${id}（分享图）`, course, "站点分享图");
    return ogImageResponse(<SiteCard {...siteCardTexts(name, font.drawable)} />, font);
  }

  // The normaliser already resolved a relative cover against the backend's origin.
  const coverUrl = course.thumb;
  const cover = coverUrl ? await coverDataUrl(coverUrl, OG_COVER_SIZE.width, OG_COVER_SIZE.height) : null;
  return ogImageResponse(<CourseCard {...courseCardTexts(course.title, name, font.drawable)} cover={cover} />, font);
}
