import type { FastifyReply } from "fastify";
import { escapeHtml } from "./demo-page";
import { sendHtmlPage } from "./html-page";

export const CASHIER_DEMO_NOTE = "演示收银台 — 不会产生真实扣款";

const CASHIER_STYLE = `body{margin:0;font:15px/1.7 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#333;background:#f5f6f8}
main{max-width:440px;margin:32px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.demo{margin:0 0 16px;padding:10px 12px;border-radius:4px;background:#fff7e6;border:1px solid #ffd591;color:#ad6800;font-weight:600}
h1{font-size:20px;margin:0 0 12px}dl{display:grid;grid-template-columns:88px 1fr;gap:6px 12px;margin:0}
dt{color:#888}dd{margin:0;word-break:break-all}.amount{color:#e8464a;font-size:22px;font-weight:600}
form{margin:0}.actions{display:flex;gap:12px;margin-top:24px}.actions form{flex:1}
button{width:100%;height:42px;border:0;border-radius:4px;font-size:15px;cursor:pointer}
.primary{background:#3ca7fa;color:#fff}.secondary{background:#f0f0f0;color:#333}a{color:#3ca7fa}`;

/**
 * Sends the demo cashier HTML. `body` must already be escaped HTML. `formTargets`: for pages with
 * the pay / cancel forms, the origins their return addresses may lead to.
 */
export function sendCashierPage(
  reply: FastifyReply,
  title: string,
  body: string,
  status = 200,
  formTargets?: readonly string[],
): FastifyReply {
  return sendHtmlPage(reply, {
    title: `${title} - ${CASHIER_DEMO_NOTE}`,
    style: CASHIER_STYLE,
    body: `<main>
<p class="demo" role="note">${CASHIER_DEMO_NOTE}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>`,
    status,
    formTargets,
    private: true,
  });
}

/** A definition list row. */
export const row = (label: string, valueHtml: string) => `<dt>${escapeHtml(label)}</dt><dd>${valueHtml}</dd>`;

/** A one-button POST form (sign, action and return addresses travel as hidden fields). */
export function actionForm(action: string, label: string, className: string, fields: Record<string, string>): string {
  const hidden = Object.entries({ ...fields, action })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form method="post" action="/payment/index">${hidden}<button type="submit" class="${className}">${escapeHtml(label)}</button></form>`;
}
