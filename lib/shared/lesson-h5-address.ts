import { mapToH5Url, type H5Style } from "./h5-redirect";
import { routeHref } from "./routes/route-href";

/**
 * The same lesson on the school's H5 site, by the mapping middleware forwards phones with; "" when
 * the school has none (`h5_url` empty or not an absolute http(s) address). Progress is kept by
 * MeEdu, so the phone resumes where the PC left off.
 */
export function lessonH5Address(h5Url: string, videoId: number, style: H5Style): string {
  if (!h5Url.trim()) return "";
  return mapToH5Url({ h5Url, pathname: routeHref("lesson", {}, videoId), search: "", style });
}
