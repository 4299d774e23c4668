import { gzipSync } from "node:zlib";

export async function timeToFirstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) bench" } });
  const reader = response.body?.getReader();
  await reader?.read();
  const elapsed = performance.now() - started;
  await reader?.cancel();
  return elapsed;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Scripts the browser downloads for the first load of `pageUrl`, raw and gzip bytes. */
export async function firstLoadScripts(pageUrl: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(pageUrl)).text();
  // noModule scripts (Next's legacy polyfills) are never fetched by the browsers we serve.
  const sources = [...html.matchAll(/<script([^>]+)src="([^"]+\.js[^"]*)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1] + match[3]))
    .map((match) => match[2]);
  const unique = [...new Set(sources)];
  let raw = 0;
  let gzip = 0;
  for (const source of unique) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: unique.length, raw, gzip };
}
