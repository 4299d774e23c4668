import type { FastifyReply } from "fastify";
import { sendHtmlPage } from "./html-page";
import { escapeXml } from "./svg/common";

export const escapeHtml = escapeXml;

/** A labelled text input for the demo forms (value and name escaped). */
export function demoInput(label: string, name: string, value: string): string {
  const id = `f-${name}`;
  return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${escapeHtml(name)}" value="${escapeHtml(value)}" autocomplete="off">`;
}

export function hiddenInput(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

const DEMO_STYLE = `body{margin:0;font:15px/1.7 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#333;background:#f5f6f8}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.demo{margin:0 0 16px;padding:8px 12px;border-radius:4px;background:#fff7e6;color:#ad6800;font-size:13px}
h1{font-size:20px;margin:0 0 12px}label{display:block;margin-top:12px;font-size:13px;color:#666}
input{box-sizing:border-box;width:100%;height:38px;margin-top:4px;padding:0 10px;border:1px solid #d9d9d9;border-radius:4px;font-size:15px}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;height:40px;border:0;border-radius:4px;font-size:15px;cursor:pointer}
.primary{background:#07c160;color:#fff}.secondary{background:#f0f0f0;color:#333}.error{color:#e8464a}`;

export interface DemoPageOptions {
  status?: number;
  /** For pages with a form: origins (besides the API's) the form may lead to, e.g. return addresses. */
  formTargets?: readonly string[];
}

/**
 * Sends a stand-in page for a third-party screen (WeChat, QQ, Tencent FaceID). Every such page
 * carries the 演示 banner so nobody mistakes it for the real service. `body` must be escaped HTML.
 */
export function sendDemoPage(
  reply: FastifyReply,
  title: string,
  body: string,
  options: DemoPageOptions = {},
): FastifyReply {
  return sendHtmlPage(reply, {
    title,
    style: DEMO_STYLE,
    body: `<main>
<p class="demo" role="note">演示环境：本页模拟第三方服务，不会连接真实的微信、QQ 或腾讯云。</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>`,
    status: options.status,
    formTargets: options.formTargets,
    private: true,
  });
}

/** Adds query parameters to a return address, with "?" or "&" as the address needs. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const query = new URLSearchParams(params).toString();
  if (!query) return url;
  const joiner = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${joiner}${query}${hash}`;
}
