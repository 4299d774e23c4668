import type { Course, CourseInstance, Offer, Syllabus, WithContext } from "schema-dts";
import type { ChapterGroup, CourseInfo } from "../api/courses-types";
import { courseFacts } from "./course-facts";
import { isoDuration } from "./iso-duration";
import { SCHEMA_CONTEXT, organizationId } from "./structured-data";

// A course page's Course, with what Google's course info asks for: the school as provider, an
// Offer (CNY; a free course costs 0), and one CourseInstance: online, its workload the length of
// every lesson listed (docs/search-engines.md).

export interface CourseJsonLdInput {
  course: CourseInfo;
  chapters: readonly ChapterGroup[];
  description: string;
  /** The course page's absolute address. */
  url: string;
  siteName: string;
  /** SITE_URL's origin. */
  origin: string;
}

export function courseJsonLd({
  course,
  chapters,
  description,
  url,
  siteName,
  origin,
}: CourseJsonLdInput): WithContext<Course> {
  const free = course.isFree || course.charge <= 0;
  const seconds = courseFacts(chapters).totalSeconds;
  const offer: Offer = {
    "@type": "Offer",
    category: free ? "Free" : "Paid",
    price: free ? 0 : course.charge,
    priceCurrency: "CNY",
    url,
  };
  // No lessons, no length: a workload of nothing would be a false claim, so it is left out.
  const instance: CourseInstance = {
    "@type": "CourseInstance",
    courseMode: "online",
    ...(seconds > 0 ? { courseWorkload: isoDuration(seconds) } : {}),
  };
  const sections: Syllabus[] = chapters
    .filter((chapter) => chapter.lessons.length > 0)
    .map((chapter) => ({
      "@type": "Syllabus",
      name: chapter.title,
      timeRequired: isoDuration(courseFacts([chapter]).totalSeconds),
    }));
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Course",
    name: course.title,
    description,
    url,
    inLanguage: "zh-CN",
    ...(course.thumb ? { image: course.thumb } : {}),
    provider: { "@type": "Organization", "@id": organizationId(origin), name: siteName, url: `${origin}/` },
    offers: offer,
    hasCourseInstance: instance,
    ...(free ? { isAccessibleForFree: true } : {}),
    ...(course.userCount > 0 ? { totalHistoricalEnrollment: course.userCount } : {}),
    ...(sections.length > 0 ? { syllabusSections: sections } : {}),
  };
}
