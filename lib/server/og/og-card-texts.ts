import "server-only";
import { drawableText } from "./og-text";

// How much text each card has room for (characters at the card's font size).
const SITE_NAME_CHARS = 22;
const TAGLINE_CHARS = 40;
const COURSE_TITLE_CHARS = 32;

export const SITE_TAGLINE = "在线课程学习平台";

export function siteCardTexts(siteName: string, drawable: ReadonlySet<number>) {
  return {
    siteName: drawableText(siteName, drawable, SITE_NAME_CHARS),
    tagline: drawableText(SITE_TAGLINE, drawable, TAGLINE_CHARS),
  };
}

export function courseCardTexts(title: string, siteName: string, drawable: ReadonlySet<number>) {
  return {
    title: drawableText(title, drawable, COURSE_TITLE_CHARS),
    siteName: drawableText(siteName, drawable, SITE_NAME_CHARS),
  };
}
