import { toLocal } from "../lib/dates";
import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { courseIdOf, lessonsOf, newMember } from "../test-support/learning";

describe("comments (v3)", () => {
  let api: TestApi;
  let course: number;
  beforeAll(async () => {
    api = await createTestApi();
    course = courseIdOf(api, "vue3-typescript");
  });
  afterAll(() => api.close());

  const list = (rt: number, rid: number) => api.get(`/api/v3/comments?rt=${rt}&rid=${rid}`);
  const store = (body: Json, token?: string) => api.post("/api/v3/comment/store", body, token);

  /** What a comment and a reply both carry, in MeEdu's order. */
  const COMMENT_FIELDS = ["id", "parent_id", "reply_id", "content", "ip_province", "is_check", "created_at"];

  it("lists the 5 newest top-level comments with users, counts and the 3 newest replies", async () => {
    const res = await list(1, course);
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(7);
    expect(res.data.data).toHaveLength(5);
    const [first] = res.data.data;
    expect(Object.keys(first)).toEqual([...COMMENT_FIELDS, "replies_count", "replies", "user"]);
    expect(first.id).toMatch(/^[0-9A-Za-z]{16,}$/);
    expect(first.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(first.user).toEqual({ avatar: "/images/default_avatar.jpg", nick_name: "前端小李" });
    const times = res.data.data.map((c: Json) => c.created_at as string);
    expect([...times].sort().reverse()).toEqual(times);
    const thread = res.data.data.find((c: Json) => c.replies_count === 4);
    expect(thread.replies).toHaveLength(3);
    expect(thread.replies[0]).toMatchObject({
      content: "课程附件里就有项目源码。",
      user: { nick_name: "演示学员" },
      reply_user: { nick_name: "自学编程的猫" },
    });
    expect(Object.keys(thread.replies[0])).toEqual([...COMMENT_FIELDS, "user", "reply_user"]);
    expect(thread.replies[1]).not.toHaveProperty("reply_user");
    expect(thread.replies[0].parent_id).toBe(thread.id);
  });

  it("returns all replies of a parent, and every thread without parent_id", async () => {
    const thread = (await list(1, course)).data.data.find((c: Json) => c.replies_count === 4);
    const replies = await api.get(`/api/v3/comments/replies?rt=1&rid=${course}&parent_id=${thread.id}`);
    expect(replies.data.data).toHaveLength(4);
    expect(replies.data.data.map((r: Json) => r.user.nick_name)).toEqual([
      "演示学员",
      "自学编程的猫",
      "前端小李",
      "数据控阿强",
    ]);
    const all = await api.get(`/api/v3/comments/replies?rt=1&rid=${course}`);
    expect(all.data.data).toHaveLength(7);
    expect(all.data.data[0]).toHaveProperty("replies_count");
    expect(await api.get(`/api/v3/comments/replies?rt=1&rid=${course}&parent_id=nonsense`)).toEqual({
      code: 1,
      message: "参数错误",
      data: [],
    });
    const lesson = lessonsOf(api, course)[0];
    expect((await list(2, lesson.id)).data.data[0].replies[0].user.nick_name).toBe("演示学员");
    expect(await list(1, 999)).toEqual({ code: 0, message: "", data: { data: [], total: 0 } });
  });

  it("validates like MeEdu's CommentRequest", async () => {
    const token = await api.login();
    expect(await store({ rt: 1, rid: course, content: "好" })).toMatchObject({ code: 401 });
    expect((await store({ rid: course, content: "好" }, token)).message).toBe("参数错误");
    expect((await store({ rt: "x", rid: "y" }, token)).message).toBe("参数错误,参数错误,请输入评论内容");
    expect((await store({ rt: 1, rid: course, content: "  " }, token)).message).toBe("请输入评论内容");
    expect((await store({ rt: 1, rid: course, content: "字".repeat(141) }, token)).message).toBe(
      "评论内容最多140个字符",
    );
    expect((await store({ rt: 3, rid: course, content: "好" }, token)).message).toBe("参数错误");
    expect((await store({ rt: 1, rid: course, content: "好", parent_id: "bogus" }, token)).message).toBe("参数错误");
    expect((await store({ rt: 1, rid: 999999, content: "好" }, token)).code).toBe(404);
    api.db.prepare("UPDATE courses SET is_allow_comment = 0 WHERE id = ?").run(course);
    expect((await store({ rt: 1, rid: course, content: "好" }, token)).message).toBe("禁止提交评论");
    api.db.prepare("UPDATE courses SET is_allow_comment = 1 WHERE id = ?").run(course);
  });

  it("stores new comments pending moderation; they list with blank content until approved", async () => {
    const member = await newMember(api, "13700000001");
    const content = "<b>讲得</b>真好，140 字以内".padEnd(140, "！");
    expect([...content].length).toBe(140);
    const res = await store({ rt: 1, rid: course, content }, member.token);
    expect(res.code).toBe(0);
    expect(Object.keys(res.data)).toEqual([
      "id",
      "content",
      "created_at",
      "parent_id",
      "reply_id",
      "ip_province",
      "is_check",
      "user",
    ]);
    expect(res.data).toMatchObject({
      content: "",
      is_check: 0,
      user: { nick_name: expect.any(String), avatar: expect.any(String) },
    });
    const row = api.db.prepare("SELECT content, is_check FROM comments ORDER BY id DESC LIMIT 1").get() as Json;
    expect(row).toEqual({ content: content.replace(/<\/?b>/g, ""), is_check: 0 });

    const listed = (await list(1, course)).data;
    expect(listed.total).toBe(8);
    expect(listed.data[0]).toMatchObject({ id: res.data.id, content: "", is_check: 0 });

    expect((await store({ rt: 1, rid: course, content: "回复", parent_id: res.data.id }, member.token)).message).toBe(
      "评论审核中",
    );
    api.db.prepare("UPDATE comments SET is_check = 1 WHERE content = ?").run(row.content);
    expect((await list(1, course)).data.data[0].content).toBe(row.content);
    const reply = await store(
      { rt: 1, rid: course, content: "回复一下", parent_id: res.data.id, reply_id: res.data.id },
      member.token,
    );
    expect(reply.code).toBe(404); // reply_id must be a reply inside the thread
    const ok = await store({ rt: 1, rid: course, content: "回复一下", parent_id: res.data.id }, member.token);
    expect(ok.data.parent_id).toBe(res.data.id);
    const thread = (await api.get(`/api/v3/comments/replies?rt=1&rid=${course}&parent_id=${res.data.id}`)).data.data;
    expect(thread).toEqual([expect.objectContaining({ id: ok.data.id, content: "", is_check: 0 })]);
    const elsewhere = await store(
      { rt: 1, rid: courseIdOf(api, "python-basics"), content: "串门", parent_id: res.data.id },
      member.token,
    );
    expect(elsewhere.code).toBe(404);
  });

  it("comments on lessons and enforces the lesson's is_allow_comment", async () => {
    const member = await newMember(api, "13700000002");
    const lesson = lessonsOf(api, course)[4];
    expect((await store({ rt: 2, rid: lesson.id, content: "这一节不错" }, member.token)).code).toBe(0);
    expect((await list(2, lesson.id)).data.total).toBe(1);
    api.db.prepare("UPDATE videos SET is_allow_comment = 0 WHERE id = ?").run(lesson.id);
    expect((await store({ rt: 2, rid: lesson.id, content: "再来" }, member.token)).message).toBe("禁止提交评论");
  });

  it("allows 100 comments per member per day", async () => {
    const member = await newMember(api, "13700000003");
    const today = toLocal(Date.now());
    const insert = api.db.prepare(
      "INSERT INTO comments (rt, rid, user_id, content, created_at, updated_at) VALUES (1, ?, ?, 'x', ?, ?)",
    );
    for (let i = 0; i < 99; i++) insert.run(course, member.id, today, today);
    expect((await store({ rt: 1, rid: course, content: "第一百条" }, member.token)).code).toBe(0);
    expect(await store({ rt: 1, rid: course, content: "第一百零一条" }, member.token)).toEqual({
      code: 1,
      message: "已超出每日评论限制",
      data: [],
    });
    api.advance(86_400_000);
    expect((await store({ rt: 1, rid: course, content: "新的一天" }, member.token)).code).toBe(0);
  });
});
