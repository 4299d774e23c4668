import { createTestApi, PUBLIC_URL, type Json, type TestApi } from "../test-support/harness";

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

describe("config, navs, links, announcements, home blocks, images", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("returns the config field set with MeEdu's type quirks", async () => {
    const { data } = await api.get("/api/v2/other/config");
    expect(Object.keys(data)).toEqual([
      "name",
      "logo",
      "url",
      "pc_url",
      "h5_url",
      "icp",
      "icp_link",
      "icp2",
      "icp2_link",
      "user_protocol",
      "user_private_protocol",
      "vip_protocol",
      "paid_content_purchase_protocol",
      "aboutus",
      "course_purchase_notice",
      "player",
      "member",
      "socialites",
      "credit1_reward",
      "enabled_addons",
      "navs",
      "links",
    ]);
    expect(data).toMatchObject({
      name: "MeEdu 演示网校",
      url: PUBLIC_URL,
      h5_url: "",
      icp: "浙ICP备00000000号-1",
      logo: { logo: `${PUBLIC_URL}/images/logo.svg`, white_logo: {} },
      user_protocol: `${PUBLIC_URL}/user/protocol`,
      aboutus: `${PUBLIC_URL}/aboutus`,
      member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
      socialites: { qq: 0, wechat_oauth: 0 },
      enabled_addons: [],
    });
    expect(data.player.enabled_bullet_secret).toBe("0");
    expect(data.player.bullet_secret).toEqual({ size: "14", color: "red", opacity: "1", text: "${mobile}" });
    expect(typeof data.credit1_reward.paid_order).toBe("string");
    expect(typeof data.credit1_reward.register).toBe("number");
    expect(data.navs).toEqual((await api.get("/api/v2/navs")).data);
    expect(data.links).toEqual((await api.get("/api/v2/links")).data);
  });

  it("deep-merges configOverrides (EMBEDDED_API_CONFIG) over the payload", async () => {
    const custom = await createTestApi({
      configOverrides: {
        h5_url: "https://m.example.com",
        socialites: { qq: 1 },
        member: { enabled_mobile_bind_alert: 1 },
      },
    });
    try {
      const { data } = await custom.get("/api/v2/other/config");
      expect(data.h5_url).toBe("https://m.example.com");
      expect(data.socialites).toEqual({ qq: 1, wechat_oauth: 0 });
      expect(data.member).toEqual({ enabled_mobile_bind_alert: 1, enabled_face_verify: false });
    } finally {
      await custom.close();
    }
  });

  it("lists PC navs with children, and h5 navs separately", async () => {
    const navs = (await api.get("/api/v2/navs?platform=PC")).data as Json[];
    expect(navs.map((n) => n.name)).toEqual(["首页", "录播课", "学习资源", "官网", "开源仓库"]);
    expect(Object.keys(navs[0])).toEqual([
      "id",
      "sort",
      "name",
      "url",
      "active_routes",
      "platform",
      "parent_id",
      "blank",
      "children",
    ]);
    const resources = navs.find((n) => n.name === "学习资源");
    expect(resources.children.map((c: Json) => [c.name, c.url])).toEqual([
      ["公告", "/announcement"],
      ["搜索", "/search"],
    ]);
    expect(resources.children[0].created_at).toMatch(ISO);
    expect(navs.find((n) => n.name === "官网").blank).toBe(0);
    expect(navs.find((n) => n.name === "开源仓库").blank).toBe(1);
    const h5 = (await api.get("/api/v2/navs?platform=h5")).data as Json[];
    expect(h5.length).toBeGreaterThan(0);
    expect(h5.every((n) => n.platform === "h5")).toBe(true);
  });

  it("lists links", async () => {
    const links = (await api.get("/api/v2/links")).data as Json[];
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(links[0])).toEqual(["id", "sort", "name", "url", "created_at", "updated_at"]);
  });

  it("serves announcements: latest, list {data,total}, detail, 404", async () => {
    const latest = (await api.get("/api/v2/announcement/latest")).data;
    expect(Object.keys(latest)).toEqual([
      "id",
      "admin_id",
      "title",
      "announcement",
      "view_times",
      "created_at",
      "updated_at",
    ]);
    expect(latest.announcement).toContain('<pre><code class="language-javascript">');
    expect(latest.announcement).toContain("$a^2+b^2=c^2$");
    expect(latest.announcement).toContain("$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$");
    const list = (await api.get("/api/v2/announcements?page=1&size=2")).data;
    expect(list.total).toBe(3);
    expect(list.data).toHaveLength(2);
    expect(Object.keys(list.data[0])).toEqual(["id", "title", "announcement", "view_times", "created_at"]);
    expect(list.data[0].id).toBe(latest.id);
    expect((await api.get(`/api/v2/announcement/${latest.id}`)).data).toEqual(latest);
    api.db.prepare("DELETE FROM announcements").run();
    expect(await api.get("/api/v2/announcement/latest")).toEqual({ code: 0, message: "", data: [] });
  });

  it("returns the pc-page-index blocks with live course rows", async () => {
    expect(await api.get("/api/v2/decorationPage/blocks")).toEqual({
      code: 1,
      message: "page_name参数不能为空",
      data: [],
    });
    expect((await api.get("/api/v2/decorationPage/blocks?page_name=nope")).data).toEqual([]);
    const blocks = (await api.get("/api/v2/decorationPage/blocks?page_name=pc-page-index")).data as Json[];
    expect(blocks.map((b) => b.sign)).toEqual(["pc-slider", "pc-vod-v1", "pc-vod-v1", "code"]);
    expect(Object.keys(blocks[0])).toEqual([
      "id",
      "platform",
      "page",
      "decoration_page_id",
      "sign",
      "sort",
      "config",
      "config_render",
    ]);
    expect(typeof blocks[0].config).toBe("string");
    expect(blocks[0].config_render).toHaveLength(3);
    expect(blocks[0].config_render[0]).toEqual({ src: "/images/banners/1.svg", href: "/courses" });
    expect(blocks[0].config_render[1].href).toMatch(/^\/courses\/detail\/\d+$/);
    const rec = blocks[1].config_render;
    expect(rec.title).toBe("推荐课程");
    expect(rec.items).toHaveLength(8);
    expect(Object.keys(rec.items[0])).toEqual([
      "id",
      "title",
      "thumb",
      "charge",
      "user_count",
      "short_description",
      "published_at",
      "category_id",
      "is_rec",
      "is_free",
      "created_at",
      "category",
    ]);
    expect(blocks[2].config_render.items.every((c: Json) => c.is_free === 1)).toBe(true);
    expect(blocks[3].config_render.html).toMatch(/^<div[\s\S]*<h3[\s\S]*<p[\s\S]*<\/div>$/);
  });

  it("serves generated SVG images and protocol pages", async () => {
    for (const url of [
      "/images/logo.svg",
      "/images/default_avatar.jpg",
      "/images/covers/1.svg",
      "/images/banners/2.svg",
      "/images/player-cover.svg",
    ]) {
      const res = await api.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("image/svg+xml");
      expect(res.body.startsWith("<svg")).toBe(true);
    }
    expect((await api.app.inject({ method: "GET", url: "/images/covers/x.png" })).statusCode).toBe(404);
    const page = await api.app.inject({ method: "GET", url: "/user/protocol" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("用户协议");
  });
});
