import type { LessonPlayerProps } from "@/components/player/lesson-player";

/** A bought 30 s lesson of course 3 with a next lesson: what most player tests start from. */
export const LESSON_PROPS: Omit<LessonPlayerProps, "playback"> = {
  videoId: 21,
  freeSeconds: 0,
  banDrag: false,
  duration: 30,
  watchedSeconds: 0,
  nextLessonId: 22,
  buy: { courseId: 3, charge: 299, isVipFree: false },
};
