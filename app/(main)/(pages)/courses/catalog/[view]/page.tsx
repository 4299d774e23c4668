import type { Metadata } from "next";
import { CourseFilters } from "@/components/catalogue/course-filters";
import { COURSES_SECTION } from "@/components/ui/course-crumbs";
import { CourseGrid } from "@/components/catalogue/course-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { fetchCourseCategories, fetchCourses } from "@/lib/api/courses";
import {
  type CoursesQuery,
  coursesHref,
  filterCategoryId,
  parseCoursesQuery,
  resolveCoursesQuery,
} from "@/lib/shared/courses-query";
import { routeNamed } from "@/lib/shared/routes/match-route";
import { viewValues } from "@/lib/shared/routes/public-views";
import { HOME_STEP, breadcrumbListJsonLd } from "@/lib/shared/structured-data";
import { siteOgImageUrl } from "@/lib/server/og/og-image-urls";
import { publicPageMetadata } from "@/lib/server/page-metadata";
import { siteName } from "@/lib/server/site-metadata";
import { siteOrigin } from "@/lib/server/site-url";
import { loadAssetOrigin, requireSystemConfig } from "@/lib/server/bootstrap";

// /courses?… is served from here (middleware turns the query into the view segment).
interface PageProps {
  params: Promise<{ view: string }>;
}

// A public page: rendered once per view, then served from the cache to every visitor (README, caching).
export const revalidate = 60;

export function generateStaticParams() {
  return []; // rendered on the first request, never at build time (the API belongs to the deployment)
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const query = parseCoursesQuery(viewValues(routeNamed("courses"), (await params).view));
  const name = await siteName();
  return publicPageMetadata({
    title: COURSES_SECTION.label,
    description: "全部录播课程：按分类筛选免费课与热门课，在线学习。",
    path: coursesHref(query),
    siteName: name,
    image: siteOgImageUrl(),
  });
}

export default async function CoursesPage({ params }: PageProps) {
  const requested = parseCoursesQuery(viewValues(routeNamed("courses"), (await params).view));
  const listFor = (query: CoursesQuery) =>
    fetchCourses({ page: query.page, categoryId: filterCategoryId(query), scene: query.scene }, loadAssetOrigin());
  // Both reads start together; the list is asked again only when the filter named a category that is gone.
  const [categories, requestedList] = await Promise.all([
    fetchCourseCategories(),
    listFor(requested),
    requireSystemConfig(),
  ]);
  const query = resolveCoursesQuery(requested, categories);
  const result = filterCategoryId(query) === filterCategoryId(requested) ? requestedList : await listFor(query);

  return (
    <div className="mx-auto max-w-site px-4 pt-6 max-sm:pt-4">
      <JsonLd
        data={breadcrumbListJsonLd(siteOrigin(), [
          HOME_STEP,
          { name: COURSES_SECTION.label, path: COURSES_SECTION.href },
        ])}
      />
      <h1 className="sr-only">录播课</h1>
      <CourseFilters query={query} categories={categories} />
      <CourseGrid courses={result.items} />
      <PaginationLinks
        page={query.page}
        lastPage={result.lastPage}
        hrefFor={(page) => coursesHref({ ...query, page })}
      />
    </div>
  );
}
