/** @jest-environment node */
import { normalizeHomeBlocks } from "../api/content";
import { normalizeUser } from "../api/member";
import { absoluteUrl, asFlag, asList } from "../api/normalize";
import { normalizeConfig, normalizeNavs } from "../api/system";
import type { RawMemberDetail } from "../api/member-types";

describe("normalizeConfig", () => {
  it("reads MeEdu's quirky flags and falls back to webname", () => {
    const config = normalizeConfig({
      webname: "演示学堂",
      url: "https://school.example.com/",
      logo: { logo: "https://school.example.com/logo.png" },
      member: { enabled_face_verify: false, enabled_mobile_bind_alert: "1" },
      socialites: { qq: "1", wechat_oauth: 0 },
      player: { enabled_bullet_secret: "0", bullet_secret: { size: "", color: "", text: "" } },
      enabled_addons: [],
    });
    expect(config.name).toBe("演示学堂");
    expect(config.url).toBe("https://school.example.com");
    expect(config.logo).toBe("https://school.example.com/logo.png");
    expect(config.member).toEqual({ enabled_face_verify: false, enabled_mobile_bind_alert: 1 });
    expect(config.socialites).toEqual({ qq: 1, wechat_oauth: 0 });
    expect(config.player.enabled_bullet_secret).toBe(false);
    expect(config.player.bullet_secret).toEqual({ size: 14, color: "red", opacity: 1, text: "${mobile}" });
  });

  it("prefers name, reads truthy flags and survives [] for empty objects", () => {
    const config = normalizeConfig({
      name: "正式名",
      webname: "旧名",
      logo: [] as unknown as { logo?: string },
      member: { enabled_face_verify: 1 },
      player: { enabled_bullet_secret: "1" },
    });
    expect(config.name).toBe("正式名");
    expect(config.logo).toBe("");
    expect(config.member.enabled_face_verify).toBe(true);
    expect(config.player.enabled_bullet_secret).toBe(true);
    expect(config.enabled_addons).toEqual([]);
  });
});

describe("normalizeNavs", () => {
  it("turns blank 0/1 into booleans and keeps children", () => {
    const navs = normalizeNavs([
      { name: "首页", url: "/", blank: 0, children: [] },
      { name: "外链", url: "https://b.example.com", blank: 1, children: [{ name: "子", url: "/c", blank: "1" }] },
      { url: "/nameless", blank: 0 },
    ]);
    expect(navs).toEqual([
      { name: "首页", url: "/", blank: false, children: [] },
      {
        name: "外链",
        url: "https://b.example.com",
        blank: true,
        children: [{ name: "子", url: "/c", blank: true, children: [] }],
      },
    ]);
  });

  it("accepts an id-keyed object", () => {
    expect(normalizeNavs({ "3": { name: "课程", url: "/courses", blank: 0 } }).map((n) => n.name)).toEqual(["课程"]);
  });
});

describe("normalizeUser", () => {
  const raw = {
    id: 5,
    avatar: "/images/default_avatar.jpg",
    nick_name: "小红",
    mobile: "13900000000",
    role_id: 0,
    role_expired_at: null,
    role: [],
    credit1: "12",
    is_bind_mobile: 0,
    is_face_verify: false,
    is_password_set: 1,
    is_set_nickname: 0,
    is_bind_qq: 0,
    is_bind_wechat: 1,
  } as unknown as RawMemberDetail;

  it("resolves a relative avatar against the API origin and maps nick_name", () => {
    const user = normalizeUser(raw, "https://api.example.com/");
    expect(user.avatar).toBe("https://api.example.com/images/default_avatar.jpg");
    expect(user).toMatchObject({
      id: 5,
      name: "小红",
      credit1: 12,
      is_bind_mobile: 0,
      is_face_verify: false,
      role: null,
    });
  });

  it("keeps absolute avatars", () => {
    const user = normalizeUser({ ...raw, avatar: "https://cdn.example.com/a.png" }, "https://api.example.com");
    expect(user.avatar).toBe("https://cdn.example.com/a.png");
  });
});

describe("normalizeHomeBlocks", () => {
  it("drops unknown signs, sorts by sort and survives [] configs", () => {
    const blocks = normalizeHomeBlocks(
      [
        {
          id: 1,
          sign: "pc-vod-v1",
          sort: 2,
          config_render: { title: "推荐课程", items: { "9": { id: 9, title: "课", charge: "0", is_free: 1 } } },
        },
        { id: 2, sign: "pc-live-v1", sort: 0, config_render: {} },
        { id: 3, sign: "pc-slider", sort: 1, config_render: [{ src: "a.png", href: "/x" }, { src: "" }] },
        { id: 4, sign: "code", sort: 4, config_render: [] },
        { id: 5, sign: "pc-vod-v1", sort: 3, config_render: [] },
      ],
      "https://api.school.cn",
    );
    expect(blocks.map((block) => [block.kind, block.id])).toEqual([
      ["slider", 3],
      ["courses", 1],
      ["courses", 5],
      ["code", 4],
    ]);
    expect(blocks[0]).toEqual({ kind: "slider", id: 3, slides: [{ src: "https://api.school.cn/a.png", href: "/x" }] });
    expect(blocks[1]).toMatchObject({ title: "推荐课程", courses: [{ id: 9, title: "课", charge: 0, isFree: true }] });
    expect(blocks[2]).toMatchObject({ title: "", courses: [] });
    expect(blocks[3]).toEqual({ kind: "code", id: 4, html: "" });
  });

  it("returns [] for [] or garbage", () => {
    expect(normalizeHomeBlocks([], "https://api.school.cn")).toEqual([]);
    expect(normalizeHomeBlocks(null, "https://api.school.cn")).toEqual([]);
  });
});

describe("normalize helpers", () => {
  it("asList reads id-keyed objects, arrays and nothing", () => {
    expect(asList({ "3": { id: 3 }, "7": { id: 7 } })).toEqual([{ id: 3 }, { id: 7 }]);
    expect(asList([1, 2])).toEqual([1, 2]);
    expect(asList(null)).toEqual([]);
    expect(asList("x")).toEqual([]);
  });

  it("asFlag and absoluteUrl", () => {
    expect([1, "1", true, "true"].map(asFlag)).toEqual([true, true, true, true]);
    expect([0, "0", false, null, undefined, 2].map(asFlag)).toEqual([false, false, false, false, false, false]);
    expect(absoluteUrl("//cdn.example.com/a.png", "https://api.example.com")).toBe("//cdn.example.com/a.png");
    expect(absoluteUrl("", "https://api.example.com")).toBe("");
  });
});
