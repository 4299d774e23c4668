import { createTestApi, type TestApi } from "../test-support/harness";
import { courseIdOf, newMember } from "../test-support/learning";

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const RAW = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const T_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

describe("member lists and study centre", () => {
  let api: TestApi;
  let token: string;
  let bought: number;
  beforeAll(async () => {
    api = await createTestApi();
    token = await api.login();
    bought = courseIdOf(api, "vue3-typescript");
  });
  afterAll(() => api.close());

  it("requires a token everywhere", async () => {
    for (const url of [
      "/api/v2/member/orders",
      "/api/v2/member/courses",
      "/api/v3/member/courses",
      "/api/v3/member/courses/learned",
      `/api/v3/member/learned/course/${bought}`,
      "/api/v3/member/courses/like",
      "/api/v2/member/credit1Records",
    ]) {
      expect(await api.get(url)).toEqual({ code: 401, message: "请登录", data: [] });
    }
  });

  it("lists the demo member's paid orders as a Laravel paginator (unpaid ones left out)", async () => {
    await api.post("/api/v3/order", { goods_type: "ROLE", goods_id: 1, agree_protocol: 1 }, token);
    const res = (await api.get("/api/v2/member/orders", token)).data;
    expect(res).toMatchObject({ current_page: 1, total: 2, per_page: 10, path: "api/v2/member/orders", last_page: 1 });
    expect(res.links[0].label).toBe("&laquo; 上一页");
    const [latest, older] = res.data;
    expect(Object.keys(latest)).toEqual([
      "id",
      "user_id",
      "charge",
      "order_id",
      "payment_method",
      "created_at",
      "status_text",
      "payment_text",
      "continue_pay",
      "goods",
      "refund_amount",
    ]);
    expect(latest).toMatchObject({
      charge: 299,
      status_text: "已支付",
      payment_text: "",
      continue_pay: false,
      refund_amount: 0,
    });
    expect(latest.order_id).toMatch(/^\d{18}$/);
    expect(latest.created_at).toMatch(ISO);
    expect(latest.goods).toEqual([
      {
        goods_id: bought,
        goods_type: "COURSE",
        goods_name: "Vue 3 + TypeScript 企业级项目开发",
        goods_thumb: `/images/covers/${bought}.svg`,
        goods_charge: 0,
        goods_ori_charge: 0,
        num: 1,
        charge: 299,
        goods_text: "COURSE",
      },
    ]);
    expect(older.goods[0]).toMatchObject({ goods_type: "ROLE", goods_name: "月度会员", goods_thumb: "", charge: 30 });
    const second = (await api.get("/api/v2/member/orders?page=2&page_size=1", token)).data;
    expect(second).toMatchObject({
      current_page: 2,
      last_page: 2,
      per_page: 1,
      prev_page_url: "api/v2/member/orders?page=1",
    });
  });

  it("v2 member/courses: {current_page, total, data:[Course + videos_count + category]}", async () => {
    const res = (await api.get("/api/v2/member/courses", token)).data;
    expect(res.current_page).toBe(1);
    expect(res.total).toBe(1);
    expect(res.data[0]).toMatchObject({
      id: bought,
      title: "Vue 3 + TypeScript 企业级项目开发",
      category: { name: "前端开发" },
    });
    expect(res.data[0].videos_count).toBeGreaterThan(0);
    expect(res.data[0]).toHaveProperty("render_desc");
  });

  it("v3 member/courses: purchase with raw date, learned_count, watch_record, last_view_video and course", async () => {
    const res = (await api.get("/api/v3/member/courses", token)).data;
    expect(res.total).toBe(1);
    const item = res.data[0];
    expect(Object.keys(item)).toEqual([
      "course_id",
      "user_id",
      "charge",
      "created_at",
      "learned_count",
      "watch_record",
      "last_view_video",
      "course",
    ]);
    expect(item).toMatchObject({ course_id: bought, charge: 299, learned_count: 2 });
    expect(item.created_at).toMatch(RAW);
    expect(item.watch_record).toMatchObject({ course_id: bought, is_watched: 0, watched_at: null });
    expect(item.watch_record.created_at).toMatch(ISO);
    expect(Object.keys(item.last_view_video)).toEqual([
      "id",
      "user_id",
      "course_id",
      "video_id",
      "watch_seconds",
      "watched_at",
      "created_at",
      "updated_at",
    ]);
    expect(item.last_view_video.created_at).toMatch(RAW);
    expect(item.last_view_video).not.toHaveProperty("video");
    expect(Object.keys(item.course)).toEqual(["id", "title", "thumb", "charge", "videos_count"]);
  });

  it("v3 learned: started courses with is_subscribe; [] fields for a course never watched", async () => {
    const member = await newMember(api, "13700000030");
    expect((await api.get("/api/v3/member/courses/learned", member.token)).data).toEqual({ data: [], total: 0 });
    const free = courseIdOf(api, "python-basics");
    api.db
      .prepare(
        `INSERT INTO course_user_records (course_id, user_id, is_watched, watched_at, progress, created_at, updated_at)
       VALUES (?, ?, 0, NULL, 0, '2024-05-01 10:00:00', '2024-05-01 10:00:00')`,
      )
      .run(free, member.id);
    const res = (await api.get("/api/v3/member/courses/learned", member.token)).data;
    expect(res.total).toBe(1);
    expect(res.data[0]).toMatchObject({
      course_id: free,
      is_subscribe: 0,
      learned_count: 0,
      last_view_video: [],
      progress: 0,
    });
    expect(res.data[0].created_at).toBe("2024-05-01T02:00:00.000000Z");
    expect((await api.get("/api/v3/member/courses/learned", token)).data.data[0]).toMatchObject({
      course_id: bought,
      is_subscribe: 1,
    });
  });

  it("learned/course/{id}: lessons with per-lesson records (T-format dates) or null; unknown course 404", async () => {
    const res = (await api.get(`/api/v3/member/learned/course/${bought}`, token)).data;
    expect(Array.isArray(res)).toBe(true);
    expect(Object.keys(res[0])).toEqual(["id", "title", "published_at", "duration", "watch_record"]);
    expect(res[0].published_at).toMatch(RAW);
    expect(res[0].watch_record.watched_at).toMatch(T_LOCAL);
    expect(res[0].watch_record.created_at).toMatch(T_LOCAL);
    expect(res[2].watch_record.watched_at).toBeNull();
    expect(res[res.length - 1].watch_record).toBeNull();
  });

  it("learned/course/{id}: created_at is the UTC wall time (Eloquent's ISO-UTC re-read by Carbon), watched_at local", async () => {
    const [first] = (await api.get(`/api/v3/member/learned/course/${bought}`, token)).data;
    const stored = api.db
      .prepare(
        "SELECT r.watched_at, r.created_at FROM user_video_watch_records r JOIN users u ON u.id = r.user_id WHERE u.mobile = '13800138000' AND r.video_id = ?",
      )
      .get(first.id) as { watched_at: string; created_at: string };
    expect(first.watch_record.watched_at).toBe(stored.watched_at.replace(" ", "T"));
    const utc = new Date(Date.parse(`${stored.created_at.replace(" ", "T")}+08:00`)).toISOString().slice(0, 19);
    expect(first.watch_record.created_at).toBe(utc);
  });

  it("learned/course/{id}: an unknown course is an empty list; a course id that is not a number is 错误", async () => {
    expect(await api.get("/api/v3/member/learned/course/9999", token)).toEqual({ code: 0, message: "", data: [] });
    expect(await api.get("/api/v3/member/learned/course/abc", token)).toEqual({ code: 1, message: "错误", data: [] });
    expect(await api.get("/api/v3/member/learned/course/abc")).toEqual({ code: 401, message: "请登录", data: [] });
  });

  it("learned/course/{id}: lessons published out of id order come as an index-keyed object in published order", async () => {
    const course = courseIdOf(api, "go-concurrency");
    const ids = (
      api.db.prepare("SELECT id FROM videos WHERE course_id = ? AND is_show = 1 ORDER BY id").all(course) as Array<{
        id: number;
      }>
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(3);
    const setPublished = api.db.prepare("UPDATE videos SET published_at = ? WHERE id = ?");
    ids.forEach((id, index) => setPublished.run(`2024-01-${String(10 + index).padStart(2, "0")} 10:00:00`, id));
    const url = `/api/v3/member/learned/course/${course}`;
    expect(Array.isArray((await api.get(url, token)).data)).toBe(true);

    setPublished.run("2023-12-01 10:00:00", ids[2]); // the third lesson first
    setPublished.run("2024-01-10 10:00:00", ids[1]); // the second as early as the first: the later key goes first
    const res = await api.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
    const keyOrder = [...res.body.matchAll(/"(\d+)":\{"id":(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(keyOrder.slice(0, 3)).toEqual([
      [2, ids[2]],
      [1, ids[1]],
      [0, ids[0]],
    ]);
    expect(keyOrder).toHaveLength(ids.length);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().code).toBe(0);
  });

  it("courses/like: favourites with ISO created_at", async () => {
    const res = (await api.get("/api/v3/member/courses/like", token)).data;
    expect(res.total).toBe(2);
    expect(res.data[0].created_at).toMatch(ISO);
    expect(res.data[0].watch_record).toEqual([]);
    expect(res.data.map((d: { course: { title: string } }) => d.course.title).sort()).toEqual([
      "Go 语言高并发编程",
      "Python 数据分析实战",
    ]);
    expect((await api.get("/api/v3/member/courses/like?size=1&page=2", token)).data.data).toHaveLength(1);
  });

  it("credit1Records: {total, data:[{sum, remark, created_at}]}, newest first", async () => {
    const res = (await api.get("/api/v2/member/credit1Records", token)).data;
    expect(res.total).toBe(2);
    expect(res.data).toEqual([
      { sum: 100, remark: "看完点播课程送100积分", created_at: expect.stringMatching(ISO) },
      { sum: 20, remark: "注册送20积分", created_at: expect.stringMatching(ISO) },
    ]);
    expect((await api.get("/api/v2/member/credit1Records?page=2&page_size=1", token)).data.data[0].sum).toBe(20);
  });
});
