// The names of the cache tags public reads carry and POST /api/revalidate expires. Pure, so the route
// registry (lib/shared/routes) and the readers in lib/api take them from the same place.

export const CACHE_TAGS = {
  config: "config",
  navs: "navs",
  links: "links",
  announcements: "announcements",
  home: "home",
  courses: "courses",
  comments: "comments",
  roles: "roles",
} as const;

/** One course's own tag (its detail, chapters and lessons). */
export const courseTag = (id: number | string) => `course-${id}`;
