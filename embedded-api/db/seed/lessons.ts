import type { CourseSeed } from "./courses";

/** One chapter of lessons; chapter null means lessons without a chapter (chapter_id 0). */
export interface ChapterPlan {
  chapter: string | null;
  lessons: LessonPlan[];
}

export interface LessonPlan {
  title: string;
  /** Seconds. */
  duration: number;
  /** Trial seconds for people who have not bought the course. */
  freeSeconds: number;
  /** Direct play URL (site-relative paths are served by the API, see media/). */
  url: string;
}

/** The committed demo media (media/demo), 30 s long; lessons that use it have that duration. */
export const DEMO_MEDIA_SECONDS = 30;
export const DEMO_MP4_URL = "/media/demo/demo.mp4";
export const DEMO_HLS_URL = "/media/demo/hls/index.m3u8";

// Every lesson plays the demo media, alternating MP4 and HLS (two qualities) so both paths are exercised.
const urlFor = (courseIndex: number, lessonIndex: number) =>
  (courseIndex + lessonIndex) % 2 === 0 ? DEMO_MP4_URL : DEMO_HLS_URL;

const trialFor = (course: CourseSeed, lessonIndex: number) =>
  course.charge > 0 && lessonIndex < 2 ? [10, 15][lessonIndex] : 0;

/** Builds the chapters and lessons of a course from its "points" list. */
export function lessonPlan(course: CourseSeed, courseIndex: number): ChapterPlan[] {
  let n = 0;
  const lesson = (title: string): LessonPlan => {
    const index = n++;
    return {
      title,
      duration: DEMO_MEDIA_SECONDS,
      freeSeconds: trialFor(course, index),
      url: urlFor(courseIndex, index),
    };
  };

  if (course.lessons === "flat") {
    // No chapters at all: every lesson sits under chapter id 0.
    return [{ chapter: null, lessons: ["课程导学", ...course.points, "课程总结"].map(lesson) }];
  }

  const [first, second, third, fourth] = course.points;
  return [
    { chapter: null, lessons: [lesson("课程导学：学什么、怎么学")] },
    {
      chapter: "第一章 入门准备",
      lessons: [lesson("环境准备与工具介绍"), lesson(first), lesson(`${first}：练习与答疑`)],
    },
    { chapter: "第二章 核心知识", lessons: [lesson(second), lesson(third), lesson(`${third}：常见误区`)] },
    { chapter: "第三章 综合实战", lessons: [lesson(fourth), lesson("项目复盘与进阶方向")] },
  ];
}
