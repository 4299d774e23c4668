import { createTestApi, type TestApi } from "../test-support/harness";

describe("POST /__test/throttle (MeEdu's throttle for the whole API)", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi({ testHooks: true });
  });
  afterEach(() => api.close());

  it("answers every /api/* request like MeEdu's throttle for N seconds: HTTP 200, code 429, no Retry-After", async () => {
    expect((await api.post("/__test/throttle?seconds=30")).code).toBe(0);
    for (const url of ["/api/v2/other/config", "/api/v2/member/detail", "/api/v3/search?keywords=x&type="]) {
      const res = await api.app.inject({ method: "GET", url });
      expect([res.statusCode, res.json()]).toEqual([200, { code: 429, message: "请稍后再试", data: [] }]);
      expect(res.headers["retry-after"]).toBeUndefined();
    }
    // Not the API: images, pages and the hooks themselves go on.
    expect((await api.app.inject({ method: "GET", url: "/images/logo.svg" })).statusCode).toBe(200);
    api.advance(30_000);
    expect((await api.get("/api/v2/other/config")).code).toBe(0);
  });

  it("ends early with seconds=0 and refuses other values", async () => {
    await api.post("/__test/throttle?seconds=60");
    expect((await api.get("/api/v2/navs")).code).toBe(429);
    expect((await api.post("/__test/throttle?seconds=0")).code).toBe(0);
    expect((await api.get("/api/v2/navs")).code).toBe(0);
    for (const bad of ["", "-1", "1.5", "abc"]) {
      expect((await api.post(`/__test/throttle?seconds=${bad}`)).message).toBe("参数错误");
    }
  });

  it("is absent without EMBEDDED_API_TEST_HOOKS", async () => {
    const plain = await createTestApi();
    try {
      expect((await plain.post("/__test/throttle?seconds=30")).code).toBe(404);
      expect((await plain.get("/api/v2/navs")).code).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe("POST /__test/fulltext-search (Meilisearch configured but down)", () => {
  it("makes v3 search answer MeEdu's bare 错误 after the keyword check, v2 untouched, until it is back up", async () => {
    const api = await createTestApi({ testHooks: true });
    try {
      expect((await api.post("/__test/fulltext-search?up=0")).code).toBe(0);
      expect(await api.get("/api/v3/search?keywords=Python&type=")).toEqual({ code: 1, message: "错误", data: [] });
      expect((await api.get("/api/v3/search?keywords=&type=")).message).toBe("请输入关键字");
      expect((await api.get("/api/v2/search?keywords=Python")).code).toBe(0);
      expect((await api.post("/__test/fulltext-search?up=1")).code).toBe(0);
      expect((await api.get("/api/v3/search?keywords=Python&type=")).code).toBe(0);
      expect((await api.post("/__test/fulltext-search?up=maybe")).message).toBe("参数错误");
    } finally {
      await api.close();
    }
  });
});
