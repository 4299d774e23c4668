// Courses, chapters and lessons: raw as MeEdu sends them, and the
// normalised shapes the course pages work with.

import type { CourseFacts } from "../shared/course-facts";

export interface RawCategoryRef {
  id: number;
  name: string;
}

export interface RawCourse {
  id: number;
  title: string;
  slug?: string;
  thumb: string;
  charge: number;
  short_description?: string;
  render_desc?: string;
  seo_keywords?: string;
  seo_description?: string;
  published_at?: string | null;
  is_rec?: number;
  is_show?: number;
  user_count?: number;
  category_id?: number;
  is_free: number;
  is_allow_comment?: number;
  is_vip_free?: number;
  videos_count?: number;
  /** `[]` when the category was deleted. */
  category?: RawCategoryRef | [];
}

/** A course in lists and decoration blocks. */
export interface RawCourseCard {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  short_description?: string;
  is_free: number;
  is_vip_free?: number;
  user_count?: number;
  videos_count?: number;
  published_at?: string | null;
  category?: { id: number; name: string } | [];
}

export interface RawVideo {
  id: number;
  course_id: number;
  title: string;
  chapter_id: number;
  duration: number;
  free_seconds: number;
  published_at?: string;
  charge?: number;
  view_num?: number;
  ban_drag?: number;
  is_allow_comment?: number;
}

export interface RawChapter {
  id: number;
  course_id?: number;
  title: string;
}

export interface RawWatchRecord {
  id?: number;
  video_id: number;
  watch_seconds: number;
  watched_at: string | null;
  /** ISO UTC: when progress was last recorded (MeEdu's last_view_video is the latest). */
  updated_at?: string;
}

export interface RawCategory {
  id: number;
  name: string;
  parent_id?: number;
  sort?: number;
  children?: RawCategory[];
}

export interface CourseCard {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  isFree: boolean;
  categoryName: string;
  shortDescription: string;
  /** MeEdu's raw `Y-m-d H:i:s`, China time ("" when missing). */
  publishedAt: string;
  /** Lessons and length, derived on the site's server from the course's catalogue; absent when it could not be read. */
  facts?: CourseFacts;
}

export interface CourseCategory {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

export type CourseListItem = CourseCard;

export interface CourseInfo {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  shortDescription: string;
  descriptionHtml: string;
  seoKeywords: string;
  seoDescription: string;
  publishedAt: string;
  userCount: number;
  /** 0 when the course has none. */
  categoryId: number;
  isFree: boolean;
  isVipFree: boolean;
  allowComment: boolean;
  /** `is_show` 1: listed. A hidden course (前台隐藏) is in no list or search, but its page answers and it sells. */
  listed: boolean;
}

export interface Lesson {
  id: number;
  chapterId: number;
  title: string;
  /** Seconds. */
  duration: number;
  /** Trial seconds for members without access; 0 = no trial. */
  freeSeconds: number;
}

export interface ChapterGroup {
  /** 0 for lessons without a chapter (shown as 无章节内容). */
  id: number;
  title: string;
  lessons: Lesson[];
}

export interface CourseAttachment {
  id: number;
  name: string;
  size: number;
  extension: string;
}

export interface WatchRecord {
  videoId: number;
  watchSeconds: number;
  watchedAt: string | null;
}

export interface CourseDetail {
  course: CourseInfo;
  chapters: ChapterGroup[];
  isBuy: boolean;
  isCollect: boolean;
  watchedProgress: Record<number, WatchRecord>;
  attachments: CourseAttachment[];
  buyVideos: number[];
}

export type CourseScene = "" | "free" | "sub";

/** What GET v2/courses can list: the catalogue's scenes, and the recommended courses (`is_rec`). */
export type CourseListScene = CourseScene | "recom";
