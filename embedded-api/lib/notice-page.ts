import type { FastifyReply } from "fastify";
import { escapeHtml } from "./demo-page";
import { sendHtmlPage } from "./html-page";

const NOTICE_STYLE = `body{margin:0;font:15px/1.7 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#333;background:#f5f6f8}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 12px}`;

/** A plain page with a title and one sentence (no demo banner), e.g. for a feature that is switched off. */
export function sendNoticePage(reply: FastifyReply, title: string, message: string, status: number): FastifyReply {
  return sendHtmlPage(reply, {
    title,
    style: NOTICE_STYLE,
    body: `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>`,
    status,
    private: true,
  });
}
