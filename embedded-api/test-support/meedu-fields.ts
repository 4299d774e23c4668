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

/** A course in the v2 course list. */
export const MEEDU_COURSE_LIST_FIELDS = [
  "id",
  "title",
  "slug",
  "thumb",
  "charge",
  "short_description",
  "seo_keywords",
  "seo_description",
  "published_at",
  "is_rec",
  "is_show",
  "user_count",
  "category_id",
  "is_free",
  "is_allow_comment",
  "is_vip_free",
  "videos_count",
  "category",
];

/** A course in the v2 title search: the list's fields with the rendered description after the short one. */
export const MEEDU_SEARCH_COURSE_FIELDS = MEEDU_COURSE_LIST_FIELDS.flatMap((field) =>
  field === "short_description" ? [field, "render_desc"] : [field],
);
