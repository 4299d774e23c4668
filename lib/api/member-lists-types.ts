// Normalised shapes for the member lists: messages, study centre, points.

export interface MemberMessage {
  id: string;
  message: string;
  read: boolean;
  createdAt: string;
}

export interface StudyCourse {
  id: number;
  title: string;
  thumb: string;
  lessonCount: number;
}

export interface StudyItem {
  courseId: number;
  course: StudyCourse | null;
  learnedCount: number;
  progress: number;
  isSubscribed: boolean;
  lastVideoId: number;
  /** 收藏 tab: when the course was favourited. */
  createdAt: string;
}

export interface LessonProgress {
  id: number;
  title: string;
  duration: number;
  watchSeconds: number;
  watched: boolean;
}

export interface CreditRecord {
  sum: number;
  remark: string;
  createdAt: string;
}

export interface CreditRewards {
  register: number;
  watchedCourse: number;
  watchedVideo: number;
  paidOrderRatio: number;
}
