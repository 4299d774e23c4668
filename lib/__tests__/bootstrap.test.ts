/** @jest-environment node */
import { loadSiteBootstrap } from "../server/bootstrap";

const mockCookies = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (mockCookies.has(name) ? { value: mockCookies.get(name) } : undefined) }),
}));
jest.mock("next/server", () => ({ connection: async () => undefined }));
// React's cache() is per request in Next; in a plain test every call runs.
jest.mock("react", () => ({ ...jest.requireActual("react"), cache: <T,>(fn: T) => fn }));

function envelope(data: unknown, code = 0, message = "") {
  return new Response(JSON.stringify({ code, message, data }), { headers: { "Content-Type": "application/json" } });
}

describe("server start sequence (spec §4)", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    mockCookies.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("logs 系统初始化失败 and still renders when the config call fails", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError("fetch failed"));
    const result = await loadSiteBootstrap();
    expect(result).toEqual({ config: null, user: null, hasUnread: false, tokenRejected: false });
    expect(error).toHaveBeenCalledWith("系统初始化失败");
    error.mockRestore();
  });

  it("loads the member and the unread state when a token cookie exists", async () => {
    mockCookies.set("meedu-user-token", "T");
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.includes("other/config")) return envelope({ name: "网校", url: "https://api.example.com" });
      expect((init.headers as Record<string, string>).Authorization).toBe("Bearer T");
      if (url.includes("unreadNotificationCount")) return envelope(2);
      return envelope({ id: 1, nick_name: "学员", avatar: "/images/default_avatar.jpg", is_face_verify: false });
    });
    const result = await loadSiteBootstrap();
    expect(result.user?.name).toBe("学员");
    expect(result.user?.avatar).toBe("https://api.example.com/images/default_avatar.jpg");
    expect(result.hasUnread).toBe(true);
  });

  it("reports a token the backend rejects so the browser can drop it", async () => {
    mockCookies.set("meedu-user-token", "expired");
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("other/config") ? envelope({ name: "网校" }) : envelope([], 401, "请登录"),
    );
    const result = await loadSiteBootstrap();
    expect(result.user).toBeNull();
    expect(result.tokenRejected).toBe(true);
  });
});
