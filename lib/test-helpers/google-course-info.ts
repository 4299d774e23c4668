// Google's course info rich result (developers.google.com/search/docs/appearance/structured-data/course-info):
// the properties of Course, its Offer and its CourseInstance that Google requires, and those it
// recommends that MeEdu's data can give. Paths are dot-separated from the Course node.

export const GOOGLE_COURSE_INFO = {
  required: [
    "name",
    "description",
    "provider",
    "provider.name",
    "offers",
    "offers.category",
    "hasCourseInstance",
    "hasCourseInstance.courseMode",
    // Google asks for courseSchedule or courseWorkload; a recorded course has a workload, no schedule.
    "hasCourseInstance.courseWorkload",
  ],
  recommended: [
    "image",
    "inLanguage",
    "offers.price",
    "offers.priceCurrency",
    "provider.url",
    "syllabusSections",
    "totalHistoricalEnrollment",
  ],
} as const;

/** The value at a dot-separated path, through single nodes or the first of a list. */
export function valueAt(node: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => {
    const one = Array.isArray(value) ? value[0] : value;
    return one && typeof one === "object" ? (one as Record<string, unknown>)[key] : undefined;
  }, node);
}
