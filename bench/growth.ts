import { createServer, type Server } from "node:http";
import { forwardRequest } from "../e2e/support/forward-request";
import { median } from "./measure";
import { cpuSeconds, startSite, track, type Site } from "./stack";

// Issue 31's figures. The sitemap of a 20,000-course school against the demo's, as a crawler reads it
// the first time (index, then every file, nothing cached); and the server CPU of a course page with
// 相关课程 against the same page whose related reads come back empty.

export interface SitemapRead {
  files: number;
  urls: number;
  /** Index plus every file, one after another, on a site that had never built them. */
  firstBuildMs: number;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

async function text(url: string): Promise<string> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.text();
}

export async function readSitemap(site: Site): Promise<SitemapRead> {
  const started = performance.now();
  const files = locs(await text(`${site.url}/sitemap.xml`));
  let urls = 0;
  for (const file of files) urls += locs(await text(file.replace(/^https?:\/\/[^/]+/, site.url))).length;
  return { files: files.length, urls, firstBuildMs: performance.now() - started };
}

/**
 * A proxy in front of the API that answers every course list (`GET /api/v2/courses…`) with none: on a
 * course page those are the related reads only, so the page renders without 相关课程.
 */
async function startNoListsProxy(port: number, target: string): Promise<string> {
  const server: Server = createServer((req, res) => {
    if (req.method === "GET" && /^\/api\/v2\/courses(\?|$)/.test(req.url ?? "")) {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ code: 0, message: "", data: { data: [], total: 0 } }));
      return;
    }
    forwardRequest(target, req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  track({
    url: "",
    pid: process.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return `http://127.0.0.1:${port}`;
}

/** Median server CPU (ms) of one first render of each course page; /proc counts in 10 ms ticks. */
async function renderCpu(site: Site, courses: number[]): Promise<number> {
  await (await fetch(`${site.url}/courses/detail/1`)).text(); // what every render shares, warmed
  const renders: number[] = [];
  for (const course of courses) {
    const before = cpuSeconds(site.pid);
    const answer = await fetch(`${site.url}/courses/detail/${course}`);
    await answer.text();
    if (!answer.ok) throw new Error(`/courses/detail/${course}: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    renders.push((cpuSeconds(site.pid) - before) * 1000);
  }
  return median(renders);
}

export interface RelatedCost {
  withMs: number;
  withoutMs: number;
  /** Whether the pages really differed: 相关课程 on one site and not on the other. */
  shown: boolean;
}

export async function relatedCoursesCost(
  apiUrl: string,
  ports: { with: number; without: number; proxy: number },
  courses: number[],
): Promise<RelatedCost> {
  const withRelated = await startSite(ports.with, apiUrl);
  const without = await startSite(ports.without, await startNoListsProxy(ports.proxy, apiUrl));
  const probe = courses[0];
  const withMs = await renderCpu(withRelated, courses);
  const withoutMs = await renderCpu(without, courses);
  const has = async (site: Site) => (await text(`${site.url}/courses/detail/${probe}`)).includes("相关课程");
  return { withMs, withoutMs, shown: (await has(withRelated)) && !(await has(without)) };
}
