import type { FastifyReply } from "fastify";
import { pageSecurityHeaders } from "./page-security-headers";
import { escapeXml } from "./svg/common";

export interface HtmlPage {
  title: string;
  /** The page's CSS, in one <style> element. */
  style: string;
  /** The <body> content, already escaped. */
  body: string;
  status?: number;
  /** Origins besides the API's own that the page's forms may lead to; omit when the page has no form. */
  formTargets?: readonly string[];
  /** Payment and demo pages: neither cached nor indexed. */
  private?: boolean;
}

/** Sends one of the API's HTML pages with its security headers. */
export function sendHtmlPage(reply: FastifyReply, page: HtmlPage): FastifyReply {
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${page.private ? `<meta name="robots" content="noindex">\n` : ""}<title>${escapeXml(page.title)}</title>
<style>${page.style}</style>
</head><body>${page.body}</body></html>`;
  reply.code(page.status ?? 200).header("Content-Type", "text/html; charset=utf-8");
  if (page.private) reply.header("Cache-Control", "no-store");
  return reply.headers(pageSecurityHeaders(page.style, page.formTargets)).send(html);
}
