// Lifetimes and tags of cached public reads (server side only).
export const PUBLIC_READ_SECONDS = 60;

export { CACHE_TAGS } from "../shared/cache-tags";
