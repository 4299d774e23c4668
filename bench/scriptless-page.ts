import type { StaticPage } from "./static-nginx";

const SCRIPT_TAGS = /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="preload" as="script"[^>]*>/g;

/**
 * A reference for a page's LCP: its own cached HTML with every script taken out, served by the
 * static nginx. Lighthouse's simulation counts the scripts that ran before the largest paint, so
 * the gap between the two figures is what the framework's JavaScript costs the paint (and the
 * scriptless figure is the least this HTML can do).
 */
export function withScriptsRemoved(page: StaticPage, servedAt: string): StaticPage {
  return { ...page, path: servedAt, body: page.body.toString().replace(SCRIPT_TAGS, "") };
}
