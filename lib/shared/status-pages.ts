// The pages a request gets when it is refused before any route sees it (too long, too large, a
// method we do not answer) or when no page could be made (the backend is down and nothing was
// cached). Plain HTML with its text in the document itself, readable without JavaScript. The site
// server (`npm start`) answers with them, and deploy/render-nginx-conf.ts writes them into the nginx kit.

export interface StatusPage {
  status: number;
  title: string;
  hint: string;
}

export const STATUS_PAGES = {
  400: { status: 400, title: "请求地址无效", hint: "请检查地址是否完整、正确。" },
  405: { status: 405, title: "请求方法不被允许", hint: "本站不接受这种请求。" },
  408: { status: 408, title: "请求超时", hint: "请求内容迟迟没有送达，请检查网络后重试。" },
  413: { status: 413, title: "请求内容过大", hint: "上传的内容超出了本站允许的大小。" },
  414: { status: 414, title: "请求地址过长", hint: "搜索关键字请勿超过 100 个字，或返回首页重新查找。" },
  431: { status: 431, title: "请求头过大", hint: "请清除本站的 Cookie 后重试。" },
  503: { status: 503, title: "服务暂时不可用，请稍后再试", hint: "页面内容暂时无法加载，可能是网络或服务繁忙。" },
} as const satisfies Record<number, StatusPage>;

/**
 * An upgrade request (WebSocket, h2c): the site speaks plain HTTP only and says so at once
 * (`npm start`; nginx never passes an upgrade on).
 */
export const UPGRADE_REFUSED_PAGE: StatusPage = {
  status: 400,
  title: "不支持的连接方式",
  hint: "本站不接受 WebSocket 等协议升级请求，请直接打开页面。",
};

/** Headers every status page carries: it runs no script and loads nothing. */
export const STATUS_PAGE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
} as const;

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 30;

export function statusPageHtml({ status, title, hint }: StatusPage): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f6f6f6;color:#111827}
main{max-width:36rem;margin:0 auto;padding:6rem 1rem;text-align:center}
p.code{font-size:3rem;font-weight:700;color:#0a6bbf;margin:0}
h1{font-size:1.25rem;font-weight:500;margin:1.5rem 0 0}
p.hint{color:#4b5563;margin:.75rem 0 2rem}
a{display:inline-block;border-radius:.375rem;background:#0a6bbf;color:#fff;padding:.5rem 1.5rem;text-decoration:none}
</style>
</head>
<body>
<main role="alert">
<p class="code">${status}</p>
<h1>${title}</h1>
<p class="hint">${hint}</p>
<a href="/">返回首页</a>
</main>
</body>
</html>
`;
}
