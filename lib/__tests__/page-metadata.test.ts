/** @jest-environment node */
import { courseIdFromOgFile, courseOgImageUrl, siteOgImageUrl } from "../server/og/og-image-urls";
import { publicPageMetadata, sharedPageMetadata } from "../server/page-metadata";

const ORIGIN = "https://www.school.example";

let mockH5Url = "";
jest.mock("../server/bootstrap", () => ({ loadSystemConfig: async () => ({ h5_url: mockH5Url }) }));
beforeEach(() => {
  mockH5Url = "";
});

// Read once, on first use (lib/shared/env.ts, whose tests cover the unset default): set before any.
beforeAll(() => {
  process.env.SITE_URL = `${ORIGIN}/`;
});
afterAll(() => {
  delete process.env.SITE_URL;
});

const course = () => ({
  title: "Vue 3 实战",
  description: "从组合式 API 到工程化部署。",
  path: "/courses/detail/3",
  siteName: "演示网校",
  image: courseOgImageUrl(3),
});

describe("publicPageMetadata", () => {
  it("gives the canonical URL from SITE_URL, zh-CN and x-default alternates and index, follow", async () => {
    const metadata = await publicPageMetadata(course());
    const url = `${ORIGIN}/courses/detail/3`;
    expect(metadata.alternates).toEqual({ canonical: url, languages: { "zh-CN": url, "x-default": url } });
    expect(metadata.robots).toEqual({ index: true, follow: true });
    expect(metadata.title).toBe("Vue 3 实战");
    expect(metadata.description).toBe("从组合式 API 到工程化部署。");
  });

  it("describes an Open Graph card and a large Twitter card with the 1200×630 PNG", async () => {
    const metadata = await publicPageMetadata(course());
    const image = { url: `${ORIGIN}/og/courses/3.png`, width: 1200, height: 630, type: "image/png", alt: "Vue 3 实战" };
    expect(metadata.openGraph).toEqual({
      type: "website",
      locale: "zh_CN",
      siteName: "演示网校",
      url: `${ORIGIN}/courses/detail/3`,
      title: "Vue 3 实战",
      description: "从组合式 API 到工程化部署。",
      images: [image],
    });
    expect(metadata.twitter).toEqual({
      card: "summary_large_image",
      title: "Vue 3 实战",
      description: "从组合式 API 到工程化部署。",
      images: [image],
    });
  });

  it("titles the home page with the school's name alone", async () => {
    const metadata = await publicPageMetadata({
      ...course(),
      title: "演示网校",
      path: "/",
      isHome: true,
      image: siteOgImageUrl(),
    });
    expect(metadata.title).toEqual({ absolute: "演示网校" });
    expect(metadata.openGraph).toMatchObject({
      title: "演示网校",
      url: `${ORIGIN}/`,
      images: [{ url: `${ORIGIN}/og/site.png` }],
    });
  });
});

describe("publicPageMetadata: a page search engines should not list", () => {
  it("says noindex, follow and names no canonical, language or phone versions, but still shares a card", async () => {
    const metadata = await publicPageMetadata({ ...course(), indexable: false });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.other).toBeUndefined();
    expect(metadata.openGraph).toEqual(expect.objectContaining({ url: `${ORIGIN}/courses/detail/3` }));
  });
});

describe("publicPageMetadata: what the page says about phones", () => {
  it("without an H5 site, says it serves PCs and phones, and names no mobile alternate", async () => {
    const metadata = await publicPageMetadata(course());
    expect(metadata.other).toEqual({ "applicable-device": "pc,mobile" });
    expect(metadata.alternates).not.toHaveProperty("media");
  });

  it("with an H5 site, names the page's H5 twin for Google and Baidu and says it is the PC page", async () => {
    mockH5Url = "https://m.school.example";
    const twin = "https://m.school.example/#/pages/course/show?id=3";
    const metadata = await publicPageMetadata(course());
    expect(metadata.alternates).toMatchObject({ media: { "only screen and (max-width: 640px)": twin } });
    expect(metadata.other).toEqual({ "mobile-agent": `format=html5;url=${twin}`, "applicable-device": "pc" });
  });

  it("maps the address this copy answers, which may differ from the canonical one", async () => {
    mockH5Url = "https://m.school.example";
    const metadata = await publicPageMetadata({ ...course(), address: "/courses/detail/3?tab=3" });
    expect(metadata.alternates).toMatchObject({ canonical: `${ORIGIN}/courses/detail/3` });
    expect(metadata.other).toMatchObject({
      "mobile-agent": "format=html5;url=https://m.school.example/#/pages/course/show?tab=3&id=3",
    });
  });
});

describe("sharedPageMetadata", () => {
  it("has the share cards but no canonical, alternates or robots (pages that set their own)", () => {
    const metadata = sharedPageMetadata({ ...course(), title: "搜索", path: "/search", image: siteOgImageUrl() });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.robots).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({ url: `${ORIGIN}/search`, images: [{ url: `${ORIGIN}/og/site.png` }] });
  });
});

describe("share image addresses", () => {
  it("reads a course id only from '<digits>.png'", () => {
    expect(courseIdFromOgFile("12.png")).toBe(12);
    for (const file of ["0.png", "12", "12.jpg", "a.png", "12.png.png", "-1.png", "1234567890123.png"]) {
      expect(courseIdFromOgFile(file)).toBeNull();
    }
  });
});
