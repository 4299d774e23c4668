// Raw lesson-page and playback shapes (GET video/{id}, playinfo, record); snake_case keys, unlike the course detail.
import type { RawChapter, RawCourse, RawVideo, RawWatchRecord } from "./course-types";

export interface RawLessonVideo extends RawVideo {
  ban_drag?: number;
  is_ban_sell?: number;
}

export interface RawVideoPage {
  video: RawLessonVideo;
  course: RawCourse;
  chapters: RawChapter[];
  /** chapter id → lessons; an array when the keys happen to be 0..n-1. */
  videos: Record<string, RawVideo[]> | RawVideo[][];
  is_watch: boolean | number;
  /** video id → record, or `[]` when empty. */
  video_watched_progress: Record<string, RawWatchRecord> | RawWatchRecord[];
  buy_videos: number[];
}

export interface RawPlayUrl {
  url: string;
  format?: string;
  duration?: number;
  /** The height (720) or a label (默认). */
  name?: string | number;
}

export interface RawPlayInfo {
  urls: RawPlayUrl[] | Record<string, RawPlayUrl>;
}
