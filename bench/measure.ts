import { execFile } from "node:child_process";
import { gzipSync } from "node:zlib";

/** What a desktop Chrome sends that decides which copy a cache answers with. */
export const BROWSER_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  "accept-encoding": "gzip, deflate, br, zstd",
};

export interface FirstByte {
  ms: number;
  status: number;
  cacheStatus: string;
}

/** Milliseconds until the first byte of the body, with the status and nginx's X-Cache-Status. */
export async function firstByte(url: string, headers: Record<string, string> = BROWSER_HEADERS): Promise<FirstByte> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  const reader = response.body?.getReader();
  await reader?.read();
  const ms = performance.now() - started;
  await reader?.cancel();
  return { ms, status: response.status, cacheStatus: response.headers.get("x-cache-status") ?? "-" };
}

export interface Visit {
  /** Until the first byte of the answer (curl's time_starttransfer), milliseconds. */
  firstByteMs: number;
  /** Until the last byte of the page, milliseconds. */
  lastByteMs: number;
  status: number;
  cacheStatus: string;
}

/**
 * One visit by curl (C, a new connection, no client work worth counting), with a browser's headers.
 * nginx can send the head of a stale copy at once and the rest later, so both ends are reported.
 */
export function curlVisit(url: string, headers: Record<string, string> = BROWSER_HEADERS): Promise<Visit> {
  const args = [
    "--silent",
    "--output",
    "/dev/null",
    ...Object.entries(headers).flatMap(([name, value]) => ["--header", `${name}: ${value}`]),
    "--write-out",
    "%{time_starttransfer} %{time_total} %{http_code} %header{x-cache-status}",
    url,
  ];
  return new Promise((resolve, reject) =>
    execFile("curl", args, { encoding: "utf8" }, (error, stdout) => {
      if (error) return reject(error);
      const [firstByte, lastByte, status, cacheStatus] = stdout.split(" ");
      resolve({
        firstByteMs: Number(firstByte) * 1000,
        lastByteMs: Number(lastByte) * 1000,
        status: Number(status),
        cacheStatus: cacheStatus || "-",
      });
    }),
  );
}

export async function timeToFirstByte(url: string, headers?: Record<string, string>): Promise<number> {
  return (await firstByte(url, headers)).ms;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
