import type { Metadata } from "next";
import { COURSES_SECTION } from "@/components/course/course-crumbs";
import { CourseAccessProvider } from "@/components/course-detail/course-access";
import { CourseHero } from "@/components/course-detail/course-hero";
import { CourseJsonLd } from "@/components/course-detail/course-json-ld";
import { CourseTabPanel } from "@/components/course-detail/course-tab-panel";
import { CourseTabs, parseCourseTab } from "@/components/course-detail/course-tabs";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { viewQuery } from "@/lib/public-page-views";
import { firstParam } from "@/lib/search-params";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { loadCourseDetail } from "@/lib/server/course-page";
import { siteName } from "@/lib/server/site-metadata";
import { absoluteSiteUrl, siteOrigin } from "@/lib/server/site-url";

// /courses/detail/{id}?tab= is served from here (middleware turns the tab into the view segment).
interface PageProps {
  params: Promise<{ courseId: string; view: string }>;
}

// A public page: rendered once per tab, then served from the cache to every visitor (README, caching).
export const revalidate = 60;

export function generateStaticParams() {
  return []; // rendered on the first request, never at build time (the API belongs to the deployment)
}

function describe(course: { seoDescription: string; shortDescription: string; title: string }): string {
  return course.seoDescription || course.shortDescription || course.title;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { courseId } = await params;
  const [{ course }, name] = await Promise.all([loadCourseDetail(courseId), siteName()]);
  const url = absoluteSiteUrl(`/courses/detail/${course.id}`);
  const description = describe(course);
  return {
    title: course.title,
    description,
    keywords: course.seoKeywords || undefined,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      title: course.title,
      description,
      url,
      siteName: name,
      images: course.thumb ? [{ url: course.thumb, alt: course.title }] : undefined,
    },
  };
}

export default async function CourseDetailPage({ params }: PageProps) {
  const { courseId, view } = await params;
  const [detail, config, name] = await Promise.all([loadCourseDetail(courseId), loadSystemConfig(), siteName()]);
  const { course } = detail;
  const tab = parseCourseTab(firstParam(viewQuery(view).tab));
  const path = `/courses/detail/${course.id}`;

  return (
    <CourseAccessProvider courseId={course.id}>
      <div className="mx-auto max-w-site px-4">
        <CourseJsonLd
          course={course}
          description={describe(course)}
          url={absoluteSiteUrl(path)}
          siteName={name}
          siteOrigin={siteOrigin()}
        />
        <Breadcrumb sections={[COURSES_SECTION]} current={course.title} />
        <CourseHero course={course} />
        <div className="mt-6 rounded-lg bg-white shadow-sm">
          <CourseTabs courseId={course.id} active={tab} />
          <div className="p-6">
            <CourseTabPanel
              tab={tab}
              detail={detail}
              purchaseNotice={config?.course_purchase_notice ?? ""}
              returnTo={tab === 2 ? path : `${path}?tab=${tab}`}
            />
          </div>
        </div>
      </div>
    </CourseAccessProvider>
  );
}
