import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ATTACH_DIR } from "../media/paths";
import { createTestApi, PUBLIC_URL, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf, newMember } from "../test-support/learning";

describe("course attachments", () => {
  let api: TestApi;
  let demo: string;
  let course: number;
  let attach: Json[];
  beforeAll(async () => {
    api = await createTestApi();
    demo = await api.login();
    course = courseIdOf(api, "vue3-typescript");
    attach = (await api.get(`/api/v2/course/${course}`)).data.attach;
  });
  afterAll(() => api.close());

  const link = (courseId: number, id: number, token?: string) =>
    api.get(`/api/v3/course/${courseId}/attach/${id}`, token);
  const download = (url: string) => api.app.inject({ method: "GET", url: url.replace(PUBLIC_URL, "") });

  it("lists real files with their sizes in the course detail", () => {
    expect(attach.map((a) => [a.name, a.extension])).toEqual([
      ["课程课件.pdf", "pdf"],
      ["项目源码.zip", "zip"],
    ]);
    expect(attach[0].size).toBe(readFileSync(join(ATTACH_DIR, "vue3-slides.pdf")).length);
  });

  it("gives buyers a one-time download link that streams the file", async () => {
    const res = await link(course, attach[0].id, demo);
    expect(res.code).toBe(0);
    expect(res.data.download_url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/v3/course/attach-download\\?sign=[A-Za-z0-9]{20}$`),
    );
    const file = await download(res.data.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent("课程课件.pdf")}`,
    );
    expect(file.rawPayload.equals(readFileSync(join(ATTACH_DIR, "vue3-slides.pdf")))).toBe(true);
    expect((await download(res.data.download_url)).json()).toEqual({ code: 1, message: "参数错误", data: [] });
    expect((await download("/api/v3/course/attach-download")).json().message).toBe("参数错误");
    const times = api.db.prepare("SELECT download_times FROM course_attach WHERE id = ?").get(attach[0].id) as Json;
    expect(times.download_times).toBe(1);
  });

  it("keeps unused links for an hour (MeEdu's 3600 s sign), then expires them", async () => {
    const kept = await link(course, attach[1].id, demo);
    const expired = await link(course, attach[1].id, demo);
    api.advance(59 * 60_000);
    expect((await download(kept.data.download_url)).statusCode).toBe(200);
    api.advance(60_001);
    expect((await download(expired.data.download_url)).json()).toEqual({ code: 1, message: "参数错误", data: [] });
  });

  it("answers 404 资源不存在 for an unknown or unpublished course before asking for a purchase", async () => {
    const other = await newMember(api, "13800000013");
    expect(await link(99999, attach[0].id, other.token)).toEqual({ code: 404, message: "资源不存在", data: [] });
    const published = (api.db.prepare("SELECT published_at FROM courses WHERE id = ?").get(course) as Json)
      .published_at;
    api.db.prepare("UPDATE courses SET published_at = '2999-01-01 00:00:00' WHERE id = ?").run(course);
    expect(await link(course, attach[0].id, other.token)).toEqual({ code: 404, message: "资源不存在", data: [] });
    api.db.prepare("UPDATE courses SET published_at = ? WHERE id = ?").run(published, course);
    expect((await link(course, attach[0].id, other.token)).message).toBe("请购买课程");
  });

  it("answers 错误 for a course id that is not a number (MeEdu's TypeError), 路由不存在 for such an attachment id", async () => {
    expect(await api.get(`/api/v3/course/abc/attach/${attach[0].id}`, demo)).toEqual({
      code: 1,
      message: "错误",
      data: [],
    });
    expect(await api.get(`/api/v3/course/${course}/attach/abc`, demo)).toEqual({
      code: 404,
      message: "路由不存在",
      data: [],
    });
  });

  it("answers a link whose attachment was removed with 404 资源不存在", async () => {
    const row = api.db.prepare("SELECT * FROM course_attach WHERE id = ?").get(attach[0].id) as Json;
    const res = await link(course, attach[0].id, demo);
    api.db.prepare("PRAGMA foreign_keys = OFF").run();
    api.db.prepare("DELETE FROM course_attach WHERE id = ?").run(attach[0].id);
    expect((await download(res.data.download_url)).json()).toEqual({ code: 404, message: "资源不存在", data: [] });
    api.db
      .prepare(
        "INSERT INTO course_attach (id, course_id, name, path, disk, size, extension, only_buyer, download_times, created_at, updated_at) VALUES (@id, @course_id, @name, @path, @disk, @size, @extension, @only_buyer, @download_times, @created_at, @updated_at)",
      )
      .run(row);
    api.db.prepare("PRAGMA foreign_keys = ON").run();
  });

  it("refuses non-buyers, unknown or foreign attachments and unsupported disks", async () => {
    const other = await newMember(api, "13800000011");
    expect(await link(course, attach[0].id)).toMatchObject({ code: 401, message: "请登录" });
    expect(await link(course, attach[0].id, other.token)).toEqual({ code: 1, message: "请购买课程", data: [] });
    // MeEdu throws ModelNotFoundException('附件不存在'); its handler answers every such exception 资源不存在.
    expect(await link(course, 99999, demo)).toEqual({ code: 404, message: "资源不存在", data: [] });
    const foreign = api.db.prepare("SELECT id FROM course_attach WHERE course_id != ?").get(course) as Json;
    expect((await link(course, foreign.id, demo)).code).toBe(404);
    api.db.prepare("UPDATE course_attach SET disk = 'public' WHERE id = ?").run(attach[1].id);
    expect((await link(course, attach[1].id, demo)).message).toBe("当前附件不支持下载");
    api.db.prepare("UPDATE course_attach SET disk = 'attach' WHERE id = ?").run(attach[1].id);
    const free = courseIdOf(api, "python-basics");
    api.db
      .prepare(
        "INSERT INTO course_attach (course_id, name, path, size, extension, created_at, updated_at) VALUES (?, 'a.csv', 'sales-sample.csv', 277, 'csv', '2024-01-01 00:00:00', '2024-01-01 00:00:00')",
      )
      .run(free);
    const freeAttach = (await api.get(`/api/v2/course/${free}`)).data.attach[0];
    expect((await link(free, freeAttach.id, other.token)).code).toBe(0); // free courses count as bought
  });

  it("limits links to 60 per member in a fixed hour that starts with the first link", async () => {
    const member = await newMember(api, "13800000012");
    api.db
      .prepare(
        "INSERT INTO user_course (user_id, course_id, charge, created_at) VALUES (?, ?, 0, '2024-01-01 00:00:00')",
      )
      .run(member.id, course);
    expect((await link(course, attach[0].id, member.token)).code).toBe(0);
    api.advance(50 * 60_000);
    for (let i = 1; i < 60; i++) expect((await link(course, attach[0].id, member.token)).code).toBe(0);
    expect(await link(course, attach[0].id, member.token)).toEqual({ code: 429, message: "请稍后再试", data: [] });
    // A rolling hour would still count the 59 links of 10 minutes ago; MeEdu's window has ended.
    api.advance(10 * 60_000 + 1);
    expect((await link(course, attach[0].id, member.token)).code).toBe(0);
  });
});
