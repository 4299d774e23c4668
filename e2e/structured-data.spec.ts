import { expect, test } from "@playwright/test";
import { GOOGLE_COURSE_INFO, valueAt } from "../lib/test-helpers/google-course-info";

// The JSON-LD as search engines read it: in the HTML the server sends, before any script runs.

async function jsonLd(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]);
  expect(scripts.length, path).toBeGreaterThan(0);
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const ofType = (nodes: Array<Record<string, unknown>>, type: string) => nodes.filter((node) => node["@type"] === type);

test("a course page's Course has every property Google's course info requires", async ({ request, baseURL }) => {
  const [course] = ofType(await jsonLd(request, "/courses/detail/1"), "Course");
  expect(course).toBeDefined();
  for (const path of GOOGLE_COURSE_INFO.required) expect(valueAt(course, path), path).toBeDefined();
  expect(valueAt(course, "hasCourseInstance.courseMode")).toBe("online");
  expect(valueAt(course, "hasCourseInstance.courseWorkload")).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  expect(valueAt(course, "offers.priceCurrency")).toBe("CNY");
  expect(valueAt(course, "provider.url")).toBe(`${baseURL}/`);
});

for (const path of ["/courses", "/"]) {
  test(`${path} lists its courses as an ItemList of course pages`, async ({ request, baseURL }) => {
    const lists = ofType(await jsonLd(request, path), "ItemList");
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const items = list.itemListElement as Array<{ "@type": string; position: number; url: string }>;
      expect(items.length).toBeGreaterThan(0);
      items.forEach((item, index) => {
        expect(item["@type"]).toBe("ListItem");
        expect(item.position).toBe(index + 1);
        expect(item.url).toMatch(new RegExp(`^${baseURL}/courses/detail/\\d+$`));
      });
    }
  });
}
