/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { CourseJsonLd } from "@/components/course-detail/course-json-ld";
import type { ChapterGroup, CourseInfo } from "../api/courses-types";
import { courseJsonLd, type CourseJsonLdInput } from "../shared/course-structured-data";
import { isoDuration } from "../shared/iso-duration";
import { GOOGLE_COURSE_INFO, valueAt } from "../test-helpers/google-course-info";

const ORIGIN = "https://www.school.example";

const course = (overrides: Partial<CourseInfo> = {}): CourseInfo => ({
  id: 3,
  title: "Laravel 入门",
  thumb: "https://cdn.example/c3.png",
  charge: 99,
  shortDescription: "从零开始",
  descriptionHtml: "<p>课程介绍</p>",
  seoKeywords: "",
  seoDescription: "",
  publishedAt: "2024-03-01 10:00:00",
  userCount: 12,
  isFree: false,
  isVipFree: false,
  allowComment: true,
  listed: true,
  categoryId: 2,
  ...overrides,
});

const lesson = (id: number, duration: number) => ({ id, chapterId: 7, title: `第 ${id} 课`, duration, freeSeconds: 0 });

const CHAPTERS: ChapterGroup[] = [
  { id: 7, title: "第一章 安装", lessons: [lesson(21, 615), lesson(22, 1800)] },
  { id: 8, title: "第二章 路由", lessons: [lesson(23, 3725)] },
];

const input = (overrides: Partial<CourseJsonLdInput> = {}): CourseJsonLdInput => ({
  course: course(),
  chapters: CHAPTERS,
  description: "从零开始",
  url: `${ORIGIN}/courses/detail/3`,
  siteName: "演示网校",
  origin: ORIGIN,
  ...overrides,
});

describe("the Course against Google's course info properties", () => {
  const data = courseJsonLd(input()) as unknown as Record<string, unknown>;

  it.each(GOOGLE_COURSE_INFO.required)("has the required %s", (path) => {
    expect(valueAt(data, path)).toBeDefined();
  });

  it.each(GOOGLE_COURSE_INFO.recommended)("has the recommended %s", (path) => {
    expect(valueAt(data, path)).toBeDefined();
  });

  it("types the nodes as Google reads them", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Course");
    expect(valueAt(data, "provider.@type")).toBe("Organization");
    expect(valueAt(data, "offers.@type")).toBe("Offer");
    expect(valueAt(data, "hasCourseInstance.@type")).toBe("CourseInstance");
  });
});

describe("courseJsonLd", () => {
  it("names the school as provider, with SITE_URL's address", () => {
    expect(courseJsonLd(input()).provider).toEqual({
      "@type": "Organization",
      "@id": `${ORIGIN}/#organization`,
      name: "演示网校",
      url: `${ORIGIN}/`,
    });
  });

  it.each([
    ["a paid course", course({ charge: 99 }), { category: "Paid", price: 99 }],
    ["a free course", course({ charge: 0, isFree: true }), { category: "Free", price: 0 }],
    ["a course marked free with a price left in", course({ charge: 50, isFree: true }), { category: "Free", price: 0 }],
    ["a course costing nothing", course({ charge: 0 }), { category: "Free", price: 0 }],
  ])("offers %s in CNY", (_, value, expected) => {
    expect(courseJsonLd(input({ course: value })).offers).toEqual({
      "@type": "Offer",
      ...expected,
      priceCurrency: "CNY",
      url: `${ORIGIN}/courses/detail/3`,
    });
  });

  it("is taken online, its workload the length of every lesson (ISO 8601)", () => {
    // 615 + 1800 + 3725 s = 6140 s = 1 h 42 min 20 s
    expect(courseJsonLd(input()).hasCourseInstance).toEqual({
      "@type": "CourseInstance",
      courseMode: "online",
      courseWorkload: "PT1H42M20S",
    });
  });

  it("claims no workload for a course without lessons", () => {
    expect(courseJsonLd(input({ chapters: [] })).hasCourseInstance).toEqual({
      "@type": "CourseInstance",
      courseMode: "online",
    });
  });

  it("lists the chapters with lessons as syllabus sections", () => {
    const chapters = [...CHAPTERS, { id: 9, title: "空章节", lessons: [] }];
    expect(courseJsonLd(input({ chapters })).syllabusSections).toEqual([
      { "@type": "Syllabus", name: "第一章 安装", timeRequired: "PT40M15S" },
      { "@type": "Syllabus", name: "第二章 路由", timeRequired: "PT1H2M5S" },
    ]);
  });

  it("parses from the server HTML, backend text unable to close the script", () => {
    const html = renderToStaticMarkup(
      <CourseJsonLd {...input({ course: course({ title: "</script><script>alert(1)</script>" }) })} />,
    );
    expect(html).not.toContain("</script><script>");
    const parsed = JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ""));
    expect(parsed.name).toBe("</script><script>alert(1)</script>");
    expect(parsed.hasCourseInstance.courseWorkload).toBe("PT1H42M20S");
  });
});

describe("isoDuration", () => {
  it.each([
    [0, "PT0S"],
    [59, "PT59S"],
    [60, "PT1M"],
    [3600, "PT1H"],
    [3725, "PT1H2M5S"],
    [90061, "PT25H1M1S"],
    [-5, "PT0S"],
    [12.6, "PT13S"],
  ])("%d s is %s", (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected);
  });
});
