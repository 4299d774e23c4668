// Normalised course, lesson and list shapes the course pages work with.
import type { CourseCard } from "./models";

export interface PageOf<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
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
  isFree: boolean;
  isVipFree: boolean;
  allowComment: boolean;
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
