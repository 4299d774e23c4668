import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import path from "node:path";
import { launch, root, stopper, waitFor, type Running } from "../deploy/topology";
import { listedIds, prepareLargeCatalogue } from "../embedded-api/test-support/bulk-catalogue";
import { startSiteServer } from "./support/site-server";

// The sitemap of a school with more than 20,000 courses (issue 31): an index at /sitemap.xml naming
// its files, which together list every listed course and every announcement, each file at most
// 50,000 URLs, every URL dated. A site and an embedded API of this spec's own, on a catalogue
// written straight into the API's database.

const API_PORT = 8160;
const SITE_PORT = 3160;
const EXTRA_COURSES = 20_026;
const MAX_URLS_PER_FILE = 50_000;
const DATA_DIR = path.join(root, ".data", "e2e-sitemap-catalogue");

let api: Running;
let site: Running;
const logs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  await prepareLargeCatalogue(DATA_DIR, EXTRA_COURSES);
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const child = launch(
    process.execPath,
    [path.join(root, "embedded-api", "dist", "server.js")],
    { EMBEDDED_API_PORT: String(API_PORT), EMBEDDED_API_DATA_DIR: DATA_DIR, EMBEDDED_API_RATE_LIMIT: "0" },
    true,
  );
  api = { url: apiUrl, pid: child.pid!, stop: stopper(child) };
  await waitFor(async () => (await fetch(`${apiUrl}/api/v3/status`)).ok, "embedded API");
  site = await startSiteServer(SITE_PORT, { apiUrl, logs });
});

test.afterAll(async () => {
  await site?.stop();
  await api?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

const blocks = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, "gs"))].map((m) => m[1]);
const loc = (block: string) => /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? "";
const lastmod = (block: string) => /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1];

async function getXml(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type"), url).toContain("application/xml");
  return response.text();
}

test("robots.txt names the sitemap index", async () => {
  const text = await (await fetch(`${site.url}/robots.txt`)).text();
  expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test("the index names two files or more, which list every course and announcement once, each dated", async () => {
  test.setTimeout(120_000);
  const index = await getXml(`${site.url}/sitemap.xml`);
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = blocks(index, "sitemap");
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    expect(loc(file)).toMatch(new RegExp(`^${site.url}/sitemaps/(pages|courses)-\\d+\\.xml$`));
    expect(Date.parse(lastmod(file) ?? ""), loc(file)).not.toBeNaN();
  }

  const urls: string[] = [];
  const undated: string[] = [];
  for (const file of files) {
    const entries = blocks(await getXml(loc(file)), "url");
    expect(entries.length, loc(file)).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
    for (const entry of entries) {
      urls.push(loc(entry));
      if (Number.isNaN(Date.parse(lastmod(entry) ?? ""))) undated.push(loc(entry));
    }
  }
  expect(undated).toEqual([]);
  expect(new Set(urls).size).toBe(urls.length);

  const listed = listedIds(DATA_DIR);
  expect(listed.courses.length).toBeGreaterThan(20_000);
  const ids = (pattern: RegExp) =>
    urls.flatMap((url) => pattern.exec(url.slice(site.url.length))?.[1] ?? []).map(Number);
  expect(ids(/^\/courses\/detail\/(\d+)$/).sort((a, b) => a - b)).toEqual(listed.courses.sort((a, b) => a - b));
  expect(ids(/^\/announcement\?id=(\d+)$/).sort((a, b) => a - b)).toEqual(listed.announcements.sort((a, b) => a - b));
  for (const page of ["/", "/courses", "/vip"]) expect(urls).toContain(`${site.url}${page}`);
});

test("a file past the last one is not found, and the internal view paths are no addresses", async () => {
  expect((await fetch(`${site.url}/sitemaps/courses-9.xml`)).status).toBe(404);
  expect((await fetch(`${site.url}/sitemap-xml/courses/1/index`)).status).toBe(404);
  const padded = await fetch(`${site.url}/sitemaps/courses-01.xml`, { redirect: "manual" });
  expect(padded.status).toBe(308);
  expect(padded.headers.get("location")).toMatch(/\/sitemaps\/courses-1\.xml$/);
});
