import { configureBrowserApi } from "../api/client";
import { isApiError } from "../api/errors";
import { fetchCourseDetail } from "../api/courses";
import { fetchMemberDetail } from "../api/member";
import { fetchSystemConfig } from "../api/system";
import { jsonResponse, mockFetch } from "../test-helpers/fetch-mock";

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };
beforeEach(() => configureBrowserApi(hooks));
afterAll(() => configureBrowserApi(null));

describe("fetchMemberDetail", () => {
  it.each([null, [], "x", 0])(
    "reads a member/detail without a member (data %j) as an unreadable answer, never a TypeError",
    async (data) => {
      mockFetch(jsonResponse({ code: 0, message: "", data }));
      const failure = await fetchMemberDetail("").catch((error: unknown) => error);
      expect(isApiError(failure) && failure.kind).toBe("transport");
      expect((failure as Error).message).toBe("服务返回了无法识别的数据");
    },
  );
});

describe("fetchSystemConfig", () => {
  it.each([null, []])(
    "reads a config answer without a config (data %j) as unreadable: no made-up school",
    async (data) => {
      mockFetch(jsonResponse({ code: 0, message: "", data }));
      const failure = await fetchSystemConfig().catch((error: unknown) => error);
      expect(isApiError(failure) && failure.kind).toBe("transport");
    },
  );
});

describe("fetchCourseDetail", () => {
  it.each([null, [], { course: null }, { course: [] }, { course: { title: "无编号" } }])(
    "reads a course answer that names no course (data %j) as unreadable: no blank, free page",
    async (data) => {
      mockFetch(jsonResponse({ code: 0, message: "", data }));
      const failure = await fetchCourseDetail(7, "").catch((error: unknown) => error);
      expect(isApiError(failure) && failure.kind).toBe("transport");
    },
  );
});
