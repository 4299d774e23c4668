// Lesson page and playback: raw as MeEdu sends them (snake_case keys, unlike the course
// detail), and normalised.
import type { ChapterGroup, CourseInfo, WatchRecord } from "./courses-types";

export interface RawPlayUrl {
  url: string;
  format?: string;
  duration?: number;
  /** The height (720) or a label (默认). */
  name?: string | number;
}

export interface LessonVideo {
  id: number;
  courseId: number;
  chapterId: number;
  title: string;
  /** Seconds, as stored by the backend (the media file may differ). */
  duration: number;
  /** Trial seconds for members without access; 0 = no trial. */
  freeSeconds: number;
  /** ban_drag === 1: no seeking forward past the furthest watched point, speed 1x only. */
  banDrag: boolean;
  allowComment: boolean;
}

export interface LessonPage {
  video: LessonVideo;
  course: CourseInfo;
  chapters: ChapterGroup[];
  /** is_watch: the member may watch the whole lesson. */
  canWatch: boolean;
  watchedProgress: Record<number, WatchRecord>;
  buyVideos: number[];
}

export interface PlayUrl {
  url: string;
  format: string;
  /** What the quality switch shows, e.g. 720P or 默认. */
  label: string;
  duration: number;
}

/** What the server found out about playback before the page renders. */
export type PlaybackState =
  | { kind: "ready"; urls: PlayUrl[]; isTry: boolean }
  | { kind: "locked" }
  | { kind: "error"; message: string; isTry: boolean };
