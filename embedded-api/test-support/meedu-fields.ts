// Field lists MeEdu 4.9.30 sends, in its order (the model's visible fields), asserted by several tests.

/** A lesson as the course detail's `videos` map and the lesson page's `video` carry it. */
export const MEEDU_LESSON_FIELDS = [
  "id",
  "course_id",
  "title",
  "slug",
  "view_num",
  "seo_keywords",
  "seo_description",
  "published_at",
  "charge",
  "chapter_id",
  "duration",
  "is_ban_sell",
  "free_seconds",
  "ban_drag",
  "is_allow_comment",
];
