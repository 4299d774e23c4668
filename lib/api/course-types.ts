// Raw course, lesson, comment and search shapes from a MeEdu 4.9.x backend.

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
  video_id: number;
  watch_seconds: number;
  watched_at: string | null;
}

export interface RawCourseDetail {
  course: RawCourse;
  chapters: RawChapter[];
  /** chapter id → lessons; an array when the keys happen to be 0..n-1. */
  videos: Record<string, RawVideo[]> | RawVideo[][];
  isBuy: boolean;
  isCollect: boolean;
  /** video id → record, or `[]` when empty. */
  videoWatchedProgress: Record<string, RawWatchRecord> | RawWatchRecord[];
  attach: Array<{ id: number; name: string; size: number; extension: string }>;
  buyVideos: number[];
}

export interface RawCategory {
  id: number;
  name: string;
  parent_id?: number;
  sort?: number;
  children?: RawCategory[];
}

export interface RawPaginator<T> {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
}

export interface RawCommentUser {
  avatar?: string;
  nick_name?: string;
}

export interface RawComment {
  id: string;
  parent_id?: string | number;
  reply_id?: string | number;
  content: string;
  ip_province?: string;
  is_check: number;
  created_at: string;
  replies_count?: number;
  replies?: RawComment[];
  /** null or missing when the member deleted the account. */
  user?: RawCommentUser | null | [];
  reply_user?: RawCommentUser | null | [];
}

export interface RawSearchItem {
  id: number;
  resource_type: string;
  resource_id: number;
  title: string;
  thumb?: string;
  charge?: number;
  short_desc?: string;
  p?: string;
}
