import type { Metadata } from "next";
import { COURSES_SECTION } from "@/components/ui/course-crumbs";
import { CourseAccessProvider } from "@/components/course-detail/course-access";
import { CourseHero } from "@/components/course-detail/course-hero";
import { CourseJsonLd } from "@/components/course-detail/course-json-ld";
import { CourseTabPanel } from "@/components/course-detail/course-tab-panel";
import { CourseTabs, parseCourseTab } from "@/components/course-detail/course-tabs";
import { CourseSection } from "@/components/course-card/course-section";
import { JsonLd } from "@/components/seo/json-ld";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { routeNamed } from "@/lib/shared/routes/match-route";
import { routeHref } from "@/lib/shared/routes/route-href";
import { viewValues } from "@/lib/shared/routes/public-views";
import { HOME_STEP, breadcrumbListJsonLd } from "@/lib/shared/structured-data";
import { requireSystemConfig } from "@/lib/server/bootstrap";
import { loadCategoryName } from "@/lib/server/course-category";
import { loadCourseDetail } from "@/lib/server/course-page";
import { courseOgImageUrl } from "@/lib/server/og/og-image-urls";
import { publicPageMetadata } from "@/lib/server/page-metadata";
import { loadRelatedCourses } from "@/lib/server/related-courses";
import { siteName } from "@/lib/server/site-metadata";
import { absoluteSiteUrl, siteOrigin } from "@/lib/server/site-url";
import { courseFacts } from "@/lib/shared/course-facts";

// /courses/detail/{id}?tab= is served from here (middleware turns the tab into the view segment).
interface PageProps {
  params: Promise<{ courseId: string; view: string }>;
}

// A public page: rendered once per tab, then served from the cache to every visitor (docs/caching.md).
export const revalidate = 60;

export function generateStaticParams() {
  return []; // rendered on the first request, never at build time (the API belongs to the deployment)
}

function describe(course: { seoDescription: string; shortDescription: string; title: string }): string {
  return course.seoDescription || course.shortDescription || course.title;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { courseId, view } = await params;
  const [{ course }, name] = await Promise.all([loadCourseDetail(courseId), siteName()]);
  return {
    ...(await publicPageMetadata({
      title: course.title,
      description: describe(course),
      path: `/courses/detail/${course.id}`,
      address: routeHref("course", viewValues(routeNamed("course"), view), course.id),
      siteName: name,
      image: courseOgImageUrl(course.id),
      // A hidden course (前台隐藏) stays out of lists and search; search engines should not list it either.
      indexable: course.listed,
    })),
    keywords: course.seoKeywords || undefined,
  };
}

export default async function CourseDetailPage({ params }: PageProps) {
  const { courseId, view } = await params;
  const [detail, config, name] = await Promise.all([loadCourseDetail(courseId), requireSystemConfig(), siteName()]);
  const { course } = detail;
  const [related, categoryName] = await Promise.all([loadRelatedCourses(course), loadCategoryName(course.categoryId)]);
  const tab = parseCourseTab(viewValues(routeNamed("course"), view).tab ?? "");
  const path = `/courses/detail/${course.id}`;

  return (
    <CourseAccessProvider courseId={course.id}>
      <div className="mx-auto max-w-site px-4">
        <CourseJsonLd
          course={course}
          chapters={detail.chapters}
          description={describe(course)}
          url={absoluteSiteUrl(path)}
          siteName={name}
          origin={siteOrigin()}
        />
        <JsonLd
          data={breadcrumbListJsonLd(siteOrigin(), [
            HOME_STEP,
            { name: COURSES_SECTION.label, path: COURSES_SECTION.href },
            { name: course.title, path },
          ])}
        />
        <Breadcrumb sections={[COURSES_SECTION]} current={course.title} />
        <CourseHero
          course={course}
          url={absoluteSiteUrl(path)}
          facts={courseFacts(detail.chapters)}
          categoryName={categoryName}
        />
        <div className="mt-6 rounded-lg bg-white shadow-sm">
          <CourseTabs courseId={course.id} active={tab} />
          <div className="p-6 max-sm:p-4">
            <CourseTabPanel
              tab={tab}
              detail={detail}
              purchaseNotice={config.course_purchase_notice}
              returnTo={routeHref("course", { tab }, course.id)}
            />
          </div>
        </div>
        <CourseSection title="相关课程" courses={related} />
      </div>
    </CourseAccessProvider>
  );
}
