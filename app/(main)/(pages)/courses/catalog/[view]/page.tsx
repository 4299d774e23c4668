import type { Metadata } from "next";
import { CourseFilters } from "@/components/catalogue/course-filters";
import { COURSES_SECTION } from "@/components/ui/course-crumbs";
import { CourseGrid } from "@/components/catalogue/course-grid";
import { CourseListJsonLd } from "@/components/seo/course-list-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { coursesHref } from "@/lib/shared/courses-query";
import { HOME_STEP, breadcrumbListJsonLd } from "@/lib/shared/structured-data";
import { loadCoursesView } from "@/lib/server/courses-view";
import { siteOgImageUrl } from "@/lib/server/og/og-image-urls";
import { publicPageMetadata } from "@/lib/server/page-metadata";
import { siteName } from "@/lib/server/site-metadata";
import { siteOrigin } from "@/lib/server/site-url";
import { requireSystemConfig } from "@/lib/server/bootstrap";

// /courses?… is served from here (middleware turns the query into the view segment).
interface PageProps {
  params: Promise<{ view: string }>;
}

// A public page: rendered once per view, then served from the cache to every visitor (docs/caching.md).
export const revalidate = 60;

export function generateStaticParams() {
  return []; // rendered on the first request, never at build time (the API belongs to the deployment)
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const [{ query, indexable }, name] = await Promise.all([loadCoursesView((await params).view), siteName()]);
  return publicPageMetadata({
    title: COURSES_SECTION.label,
    description: "全部录播课程：按分类筛选免费课与热门课，在线学习。",
    path: coursesHref(query),
    indexable,
    siteName: name,
    image: siteOgImageUrl(),
  });
}

export default async function CoursesPage({ params }: PageProps) {
  const [{ query, categories, result }] = await Promise.all([
    loadCoursesView((await params).view),
    requireSystemConfig(),
  ]);

  return (
    <div className="mx-auto max-w-site px-4 pt-6 max-sm:pt-4">
      <JsonLd
        data={breadcrumbListJsonLd(siteOrigin(), [
          HOME_STEP,
          { name: COURSES_SECTION.label, path: COURSES_SECTION.href },
        ])}
      />
      <CourseListJsonLd name={COURSES_SECTION.label} courses={result.items} />
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
