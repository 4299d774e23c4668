import "server-only";
import type { Metadata } from "next";
import { loadSystemConfig } from "./bootstrap";

export const FALLBACK_SITE_NAME = "在线网校";

export async function siteName(): Promise<string> {
  return (await loadSystemConfig())?.name || FALLBACK_SITE_NAME;
}

/** What the school's home page (and every page without its own) says it is. */
export function siteDescription(name: string): string {
  return `${name}：在线课程学习平台，提供录播课程、会员与学习中心。`;
}

export async function rootMetadata(): Promise<Metadata> {
  const name = await siteName();
  return {
    title: { default: name, template: `%s - ${name}` },
    description: siteDescription(name),
    applicationName: name,
    formatDetection: { telephone: false },
  };
}
