import { JsonLd } from "@/components/seo/json-ld";
import { courseJsonLd, type CourseJsonLdInput } from "@/lib/shared/course-structured-data";

/** schema.org Course (lib/shared/course-structured-data.ts). */
export function CourseJsonLd(props: CourseJsonLdInput) {
  return <JsonLd data={courseJsonLd(props)} />;
}
