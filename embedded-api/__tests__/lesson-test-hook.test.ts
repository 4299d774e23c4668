import { createTestApi, type TestApi } from "../test-support/harness";
import { courseIdOf, lessonsOf } from "../test-support/learning";

describe("POST /__test/lesson (ban_drag)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterAll(() => api.close());

  it("switches a lesson's ban_drag, which the video detail then reports", async () => {
    const token = await api.login();
    const lesson = lessonsOf(api, courseIdOf(api, "vue3-typescript"))[0];
    expect((await api.post(`/__test/lesson?id=${lesson.id}&ban_drag=1`)).code).toBe(0);
    expect((await api.get(`/api/v2/video/${lesson.id}`, token)).data.video.ban_drag).toBe(1);
    expect((await api.post(`/__test/lesson?id=${lesson.id}&ban_drag=0`)).code).toBe(0);
    expect((await api.get(`/api/v2/video/${lesson.id}`, token)).data.video.ban_drag).toBe(0);
  });

  it("rejects a bad flag and an unknown lesson", async () => {
    const lesson = lessonsOf(api, courseIdOf(api, "vue3-typescript"))[0];
    expect(await api.post(`/__test/lesson?id=${lesson.id}&ban_drag=2`)).toEqual({
      code: 1,
      message: "参数错误",
      data: [],
    });
    expect((await api.post("/__test/lesson?id=999999&ban_drag=1")).code).toBe(404);
  });

  it("is absent without EMBEDDED_API_TEST_HOOKS", async () => {
    const plain = await createTestApi();
    try {
      expect(await plain.post("/__test/lesson?id=1&ban_drag=1")).toEqual({
        code: 404,
        message: "路由不存在",
        data: [],
      });
    } finally {
      await plain.close();
    }
  });
});

describe("POST /__test/lessons/publish-together", () => {
  it("gives a course's lessons one publish time, keeping the catalogue's order", async () => {
    const api = await createTestApi({ testHooks: true });
    try {
      const courseId = courseIdOf(api, "vue3-typescript");
      const catalogueIds = async () => {
        const { data } = await api.get(`/api/v2/course/${courseId}`);
        return (Object.values(data.videos) as Array<Array<{ id: number }>>).flat().map((lesson) => lesson.id);
      };
      const before = await catalogueIds();
      expect((await api.post(`/__test/lessons/publish-together?course_id=${courseId}`)).code).toBe(0);
      const times = api.db.prepare("SELECT DISTINCT published_at FROM videos WHERE course_id = ?").all(courseId);
      expect(times).toHaveLength(1);
      expect(await catalogueIds()).toEqual(before);
      expect((await api.post("/__test/lessons/publish-together?course_id=999999")).code).toBe(404);
    } finally {
      await api.close();
    }
  });
});
