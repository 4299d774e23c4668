/** @jest-environment node */
import { normalizeHomeBlocks, normalizeLegacySliders } from "../api/content";
import { normalizeCourseCard, normalizeCourseDetail } from "../api/courses";
import { normalizeUser } from "../api/member";
import { normalizeStudyItem } from "../api/member-lists";
import { absoluteUrl } from "../api/normalize";
import { normalizeMemberOrder } from "../api/orders";
import { normalizeConfig } from "../api/system";
import type { RawSystemConfig } from "../api/system-types";
import { normalizePlayUrls, normalizeVideoPage } from "../api/video";
import type { RawMemberDetail } from "../api/member-types";

// MeEdu returns media URLs as stored; relative ones resolve against config `url`.
const ORIGIN = "https://api.school.cn";

describe("absoluteUrl", () => {
  it.each([
    ["/storage/images/c1.png", "https://api.school.cn/storage/images/c1.png"],
    ["storage/images/c1.png", "https://api.school.cn/storage/images/c1.png"],
    ["//storage/x.png", "//storage/x.png"],
    ["https://cdn.example.com/c1.png", "https://cdn.example.com/c1.png"],
    ["HTTP://cdn.example.com/c1.png", "HTTP://cdn.example.com/c1.png"],
    ["data:image/png;base64,AAAA", "data:image/png;base64,AAAA"],
    ["", ""],
  ])("%s → %s", (path, expected) => {
    expect(absoluteUrl(path, ORIGIN)).toBe(expected);
  });

  it("tolerates a trailing slash on the origin and leaves paths alone without one", () => {
    expect(absoluteUrl("/a.png", "https://api.school.cn/")).toBe("https://api.school.cn/a.png");
    expect(absoluteUrl("/a.png", "")).toBe("/a.png");
  });
});

describe("normalisers resolve relative media against the backend origin", () => {
  it("course cards, the course detail and the lesson page's course", () => {
    expect(normalizeCourseCard({ id: 1, title: "A", thumb: "/storage/c1.png" } as never, ORIGIN).thumb).toBe(
      `${ORIGIN}/storage/c1.png`,
    );
    expect(normalizeCourseDetail({ course: { id: 2, thumb: "/storage/c2.png" } }, ORIGIN).course.thumb).toBe(
      `${ORIGIN}/storage/c2.png`,
    );
    expect(
      normalizeVideoPage({ video: { id: 9 }, course: { id: 2, thumb: "/storage/c2.png" } }, ORIGIN).course.thumb,
    ).toBe(`${ORIGIN}/storage/c2.png`);
  });

  it("home sliders (both forms) and the courses of a home block", () => {
    const [slider, courses] = normalizeHomeBlocks(
      [
        { id: 1, sign: "pc-slider", sort: 1, config_render: [{ src: "/storage/s1.jpg", href: "/courses" }] },
        {
          id: 2,
          sign: "pc-vod-v1",
          sort: 2,
          config_render: { title: "推荐", items: [{ id: 5, thumb: "/storage/c5.png" }] },
        },
      ],
      ORIGIN,
    );
    expect(slider).toMatchObject({ slides: [{ src: `${ORIGIN}/storage/s1.jpg`, href: "/courses" }] });
    expect(courses).toMatchObject({ courses: [{ id: 5, thumb: `${ORIGIN}/storage/c5.png` }] });
    expect(normalizeLegacySliders([{ thumb: "/storage/s2.jpg", url: "/vip", sort: 1 }], ORIGIN)).toMatchObject({
      slides: [{ src: `${ORIGIN}/storage/s2.jpg` }],
    });
  });

  it("order goods, the study centre, avatars and play URLs", () => {
    const order = normalizeMemberOrder(
      { id: 1, goods: [{ goods_id: 3, goods_type: "COURSE", goods_thumb: "/storage/c3.png" }] },
      ORIGIN,
    );
    expect(order.goods?.thumb).toBe(`${ORIGIN}/storage/c3.png`);
    expect(normalizeStudyItem({ course_id: 3, course: { id: 3, thumb: "/storage/c3.png" } }, ORIGIN)).toMatchObject({
      course: { thumb: `${ORIGIN}/storage/c3.png` },
    });
    expect(normalizeUser({ id: 1, avatar: "/images/default_avatar.jpg" } as RawMemberDetail, ORIGIN).avatar).toBe(
      `${ORIGIN}/images/default_avatar.jpg`,
    );
    expect(
      normalizePlayUrls({ urls: [{ url: "/storage/videos/1.mp4", format: "mp4", name: "" }] }, ORIGIN)[0].url,
    ).toBe(`${ORIGIN}/storage/videos/1.mp4`);
  });

  it("the config's logo and player cover, against the config's own url", () => {
    const config = normalizeConfig({
      url: "https://api.school.cn/",
      logo: { logo: "/storage/logo.png" },
      player: { cover: "/storage/cover.png" },
    } as unknown as RawSystemConfig);
    expect(config.url).toBe(ORIGIN);
    expect(config.logo).toBe(`${ORIGIN}/storage/logo.png`);
    expect(config.player.cover).toBe(`${ORIGIN}/storage/cover.png`);
  });

  it("keeps absolute URLs from uploads and CDNs as they are", () => {
    expect(normalizeCourseCard({ id: 1, thumb: "https://cdn.example.com/c1.png" } as never, ORIGIN).thumb).toBe(
      "https://cdn.example.com/c1.png",
    );
  });
});
