import { excerpt } from "../repos/search";
import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf } from "../test-support/learning";

describe("search", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const v3 = (query: string) => api.get(`/api/v3/search?${query}`);
  const find = async (keywords: string, extra = "&type=") =>
    (await v3(`keywords=${encodeURIComponent(keywords)}&size=100${extra}`)).data as { total: number; data: Json[] };
  const titles = (res: { data: Json[] }) => res.data.map((r) => r.title as string);

  it('requires keywords; "0" is none (PHP\'s !$keywords)', async () => {
    for (const query of ["", "keywords=", "keywords=%20%20", "keywords=0", "keywords=%200%20"]) {
      expect(await v3(query)).toEqual({ code: 1, message: "请输入关键字", data: [] });
      expect(await api.get(`/api/v2/search?${query}`)).toEqual({ code: 1, message: "请输入关键字", data: [] });
    }
  });

  it("finds Chinese substrings in titles and descriptions, titles and courses first", async () => {
    const res = await find("数据分析");
    expect(Object.keys(res.data[0])).toEqual([
      "id",
      "resource_type",
      "resource_id",
      "title",
      "thumb",
      "charge",
      "short_desc",
      "desc",
      "created_at",
      "updated_at",
      "p",
    ]);
    expect(res.data[0]).toMatchObject({
      resource_type: "vod",
      resource_id: courseIdOf(api, "python-data-analysis"),
      title: "Python 数据分析实战",
      thumb: `/images/covers/${courseIdOf(api, "python-data-analysis")}.svg`,
      charge: 199,
    });
    expect(res.data[1]).toMatchObject({ resource_type: "video", title: "电商销售数据分析项目" });
    expect(titles(res)).toContain("SQL 数据查询 30 讲");
    expect(res.data[0].p).toMatch(/电商销售数据分析项目.*\.\.\.$/);
    expect(res.data.find((r) => r.title === "SQL 数据查询 30 讲")?.p).toBe(
      "30 个小节掌握 SQL 查询，数据分析师入门第一步。",
    );
    expect(res.data[0].created_at).toMatch(/Z$/);
    expect(res.total).toBe(res.data.length);
  });

  it("matches one- and two-character keywords with LIKE and ignores ASCII case", async () => {
    const two = await find("数据");
    expect(two.total).toBeGreaterThan((await find("数据分析")).total);
    expect((await find("学")).total).toBeGreaterThan(10);
    expect(titles(await find("pandas", "&type=vod"))).toEqual(["Python 数据分析实战"]);
  });

  it("treats %, _, (, quotes and other operators literally", async () => {
    expect((await find("%")).total).toBe(0);
    expect((await find("%%%")).total).toBe(0);
    expect(titles(await find("_c"))).toEqual(["Python 数据分析实战"]); // read_csv, not "any char + c"
    expect(titles(await find("read_csv"))).toEqual(["Python 数据分析实战"]);
    expect((await find("read%csv")).total).toBe(0);
    expect(titles(await find("(x"))).toEqual(["机器学习基础：从线性回归到神经网络"]);
    expect(titles(await find('("orders'))).toEqual(["Python 数据分析实战"]);
    for (const operator of ["AND", "NEAR(", "title:", "*", "a OR b", '"'])
      expect((await v3(`keywords=${encodeURIComponent(operator)}&type=`)).code).toBe(0);
    expect((await find("seed-script-ran")).total).toBe(0); // script text is not indexed
  });

  it("requires every whitespace-separated term", async () => {
    // Every generated description mentions 零基础 (适合人群), so both Python courses match.
    expect(titles(await find("Python 零基础"))).toEqual(["Python 零基础入门到实践", "Python 数据分析实战"]);
    expect(titles(await find("Python 记账"))).toEqual(["Python 零基础入门到实践"]);
  });

  it("filters by type and pages", async () => {
    const videos = await find("数据", "&type=video");
    expect(videos.data.every((r) => r.resource_type === "video")).toBe(true);
    expect((await find("数据", "&type=vod")).data.every((r) => r.resource_type === "vod")).toBe(true);
    expect(await v3("keywords=数据&type=live")).toEqual({ code: 0, message: "", data: { total: 0, data: [] } });
    expect((await find("数据", "&type=0")).total).toBe((await find("数据")).total);
    const all = await find("数据");
    const page2 = (await v3(`keywords=${encodeURIComponent("数据")}&type=&size=3&page=2`)).data;
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((r: Json) => r.id)).toEqual(all.data.slice(3, 6).map((r) => r.id));
    expect((await v3(`keywords=${encodeURIComponent("数据")}&type=`)).data.data).toHaveLength(10);
  });

  it("answers 错误 without a type parameter, like MeEdu 4.9.30's TypeError; keywords are checked first", async () => {
    expect(await v3(`keywords=${encodeURIComponent("数据")}`)).toEqual({ code: 1, message: "错误", data: [] });
    expect(await v3(`keywords=${encodeURIComponent("数据")}&size=3&page=2`)).toEqual({
      code: 1,
      message: "错误",
      data: [],
    });
    expect(await v3("")).toEqual({ code: 1, message: "请输入关键字", data: [] });
    expect((await v3(`keywords=${encodeURIComponent("数据")}&type=`)).code).toBe(0);
  });

  it("leaves out hidden and scheduled courses and their lessons, and follows catalogue changes", async () => {
    expect((await find("jQuery")).total).toBe(0);
    expect((await find("Rust")).total).toBe(0);
    const id = courseIdOf(api, "go-concurrency");
    api.db.prepare("UPDATE courses SET title = '并发编程 100% 掌握' WHERE id = ?").run(id);
    expect(titles(await find("100%"))).toEqual(["并发编程 100% 掌握"]);
    api.db.prepare("UPDATE courses SET is_show = -1 WHERE id = ?").run(id);
    expect((await find("100%")).total).toBe(0);
  });

  it("keeps the deprecated v2 title search", async () => {
    const res = await api.get(`/api/v2/search?keywords=${encodeURIComponent("python")}`);
    expect(res.data.keywords).toBe("python");
    expect(res.data.data.map((c: Json) => c.title).sort()).toEqual(["Python 数据分析实战", "Python 零基础入门到实践"]);
    expect(res.data.data[0]).toMatchObject({
      videos_count: expect.any(Number),
      category: { id: expect.any(Number) },
      render_desc: expect.any(String),
    });
    expect((await api.get("/api/v2/search?keywords=%25")).data.data).toEqual([]);
  });

  describe.each(["/api/v3/search", "/api/v2/search"])("%s", (path) => {
    it.each([
      "%00",
      "Go%00",
      "%00%00%00",
      "Python%00%E5%85%A5%E9%97%A8",
      "%01abc",
      "a%09b",
      "a%0Ab",
      "a%0Db",
      "%1F",
      "%7F",
      "%C2%85",
      "%C2%9F",
    ])("refuses keywords=%s with 参数错误 before SQL", async (encoded) => {
      const res = await api.app.inject({ method: "GET", url: `${path}?keywords=${encoded}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 1, message: "参数错误", data: [] });
    });

    it("still searches ordinary keywords with spaces", async () => {
      expect((await api.get(`${path}?keywords=${encodeURIComponent("Go 语言")}&type=`)).code).toBe(0);
    });
  });

  it("builds MeEdu's p excerpt", () => {
    const body = `${"前".repeat(150)}关键字${"后".repeat(150)}`;
    expect(excerpt({ short_desc: "含关键字的简介", body }, ["关键字"])).toBe("含关键字的简介");
    expect(excerpt({ short_desc: "", body }, ["关键字"])).toBe(`${"前".repeat(100)}关键字${"后".repeat(100)}...`);
    expect(excerpt({ short_desc: "", body: "Hello World" }, ["world"])).toBe("Hello World...");
    expect(excerpt({ short_desc: "", body: "x" }, ["y"])).toBe("");
  });
});
