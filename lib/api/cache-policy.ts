// Lifetimes and tags of cached public reads (server side only).
export const PUBLIC_READ_SECONDS = 60;

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
