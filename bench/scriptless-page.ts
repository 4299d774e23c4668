import { gzipSync } from "node:zlib";
import { serveFromMemory } from "./throughput";

const SCRIPT_TAGS = /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="preload" as="script"[^>]*>/g;
const KEPT_HEADERS = new Set(["content-type", "cache-control"]);

/**
 * The same-run reference for a page's LCP: its own cached HTML with every script taken out, served
 * compressed from memory. Lighthouse's simulation counts the scripts that ran before the largest
 * paint, so the gap between the two figures is what the framework's JavaScript costs the paint.
 */
export async function withScriptsRemoved<T>(url: string, port: number, measure: (url: string) => T): Promise<T> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const html = (await response.text()).replace(SCRIPT_TAGS, "");
  const headers = Object.fromEntries([...response.headers].filter(([name]) => KEPT_HEADERS.has(name)));
  const server = await serveFromMemory(gzipSync(html), { ...headers, "content-encoding": "gzip" }, port);
  try {
    return measure(server.url);
  } finally {
    server.stop();
  }
}
