import type { Metadata } from "next";
import { COURSES_SECTION } from "@/components/course/course-crumbs";
import { CourseHero } from "@/components/course-detail/course-hero";
import { CourseJsonLd } from "@/components/course-detail/course-json-ld";
import { CourseTabPanel } from "@/components/course-detail/course-tab-panel";
import { CourseTabs, parseCourseTab } from "@/components/course-detail/course-tabs";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { loadSiteBootstrap } from "@/lib/server/bootstrap";
import { loadCourseDetail } from "@/lib/server/course-page";
import { siteName } from "@/lib/server/site-metadata";
import { absoluteSiteUrl, siteOrigin } from "@/lib/server/site-url";

interface PageProps {
  params: Promise<{ courseId: string }>;
  searchParams: Promise<SearchParams>;
}

function describe(course: { seoDescription: string; shortDescription: string; title: string }): string {
  return course.seoDescription || course.shortDescription || course.title;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { courseId } = await params;
  const { course } = await loadCourseDetail(courseId);
  const url = await absoluteSiteUrl(`/courses/detail/${course.id}`);
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
      siteName: await siteName(),
      images: course.thumb ? [{ url: course.thumb, alt: course.title }] : undefined,
    },
  };
}

export default async function CourseDetailPage({ params, searchParams }: PageProps) {
  const { courseId } = await params;
  const [detail, query, { config, user }] = await Promise.all([
    loadCourseDetail(courseId),
    searchParams,
    loadSiteBootstrap(),
  ]);
  const { course } = detail;
  const tab = parseCourseTab(firstParam(query.tab));
  const path = `/courses/detail/${course.id}`;

  return (
    <div className="mx-auto max-w-site px-4">
      <CourseJsonLd
        course={course}
        description={describe(course)}
        url={await absoluteSiteUrl(path)}
        siteName={await siteName()}
        siteOrigin={await siteOrigin()}
      />
      <Breadcrumb sections={[COURSES_SECTION]} current={course.title} />
      <CourseHero course={course} isBuy={detail.isBuy} isCollect={detail.isCollect} />
      <div className="mt-6 rounded-lg bg-white shadow-sm">
        <CourseTabs courseId={course.id} active={tab} />
        <div className="p-6">
          <CourseTabPanel
            tab={tab}
            detail={detail}
            isLogin={user !== null}
            purchaseNotice={config?.course_purchase_notice ?? ""}
            returnTo={tab === 2 ? path : `${path}?tab=${tab}`}
          />
        </div>
      </div>
    </div>
  );
}
