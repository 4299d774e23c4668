/** @jest-environment node */
import { inspectAnswer, isInspectable, LOGOUT_PATH, mayIssueToken } from "../server/proxy/session-response";

const LOGIN_PATHS = ["v2/login/password", "v2/login/mobile", "v3/auth/login/code", "v3/auth/register/withSocialite"];

function answer(body: unknown, headers: Record<string, string> = { "content-type": "application/json" }): Response {
  return new Response(JSON.stringify(body), { headers });
}

describe("session-response: what the /api proxy does with backend answers", () => {
  it("knows the endpoints that issue a login token, and only those", () => {
    for (const path of LOGIN_PATHS) expect(mayIssueToken(path)).toBe(true);
    for (const path of [
      "v2/member/detail",
      "v2/register/sms",
      "v3/member/tencent/faceVerify",
      "v2/login",
      "v2/login/password/x",
    ]) {
      expect(mayIssueToken(path)).toBe(false);
    }
    expect(LOGOUT_PATH).toBe("v2/logout");
  });

  it.each(LOGIN_PATHS)("takes the token out of a successful %s answer and keeps the rest", (path) => {
    const text = JSON.stringify({ code: 0, message: "", data: { token: "jwt.abc.def", success: 1, action: "login" } });
    const result = inspectAnswer(text, path);
    expect(result.token).toBe("jwt.abc.def");
    expect(result.sessionRejected).toBe(false);
    expect(result.body).not.toContain("jwt.abc.def");
    expect(JSON.parse(result.body)).toEqual({ code: 0, message: "", data: { success: 1, action: "login" } });
  });

  it("issues nothing from a login answer that failed or carries no token", () => {
    const refused = JSON.stringify({ code: 1, message: "手机号或密码错误", data: { token: "should-not-count" } });
    expect(inspectAnswer(refused, "v2/login/password")).toEqual({
      body: refused,
      token: null,
      sessionRejected: false,
      throttled: false,
    });
    const bind = JSON.stringify({ code: 0, message: "", data: { success: 0, action: "bind_mobile", code: "C" } });
    expect(inspectAnswer(bind, "v3/auth/login/code")).toEqual({
      body: bind,
      token: null,
      sessionRejected: false,
      throttled: false,
    });
  });

  it("leaves answers of other paths untouched, even when they hold a token field", () => {
    const text = JSON.stringify({ code: 0, message: "", data: { token: "not-a-session", biz_token: "B" } });
    expect(inspectAnswer(text, "v2/member/detail")).toEqual({
      body: text,
      token: null,
      sessionRejected: false,
      throttled: false,
    });
    expect(inspectAnswer(text, "v3/member/tencent/faceVerify")).toEqual({
      body: text,
      token: null,
      sessionRejected: false,
      throttled: false,
    });
  });

  it("detects a 401 envelope on any path and passes the body on", () => {
    const text = JSON.stringify({ code: 401, message: "Unauthenticated.", data: [] });
    expect(inspectAnswer(text, "v2/member/detail")).toEqual({
      body: text,
      token: null,
      sessionRejected: true,
      throttled: false,
    });
    expect(inspectAnswer(text, "v2/login/password")).toEqual({
      body: text,
      token: null,
      sessionRejected: true,
      throttled: false,
    });
    const ok = JSON.stringify({ code: 0, message: "", data: [] });
    expect(inspectAnswer(ok, "v2/member/detail").sessionRejected).toBe(false);
  });

  it("passes bodies that are not JSON through as they are", () => {
    expect(inspectAnswer("<html>oops</html>", "v2/login/password")).toEqual({
      body: "<html>oops</html>",
      token: null,
      sessionRejected: false,
      throttled: false,
    });
  });

  it("inspects JSON answers up to 1 MB only", () => {
    expect(isInspectable(answer({ code: 0 }))).toBe(true);
    expect(
      isInspectable(
        answer({ code: 0 }, { "content-type": "application/json; charset=utf-8", "content-length": "1048576" }),
      ),
    ).toBe(true);
    expect(
      isInspectable(answer({ code: 0 }, { "content-type": "application/json", "content-length": "1048577" })),
    ).toBe(false);
    expect(isInspectable(new Response("<html>", { headers: { "content-type": "text/html" } }))).toBe(false);
    expect(
      isInspectable(new Response(new Uint8Array([1]), { headers: { "content-type": "application/octet-stream" } })),
    ).toBe(false);
  });

  it("notices MeEdu's throttle answer, whatever the path", () => {
    const throttled = JSON.stringify({ code: 429, message: "请稍后再试", data: [] });
    expect(inspectAnswer(throttled, "v2/member/detail")).toMatchObject({ throttled: true, sessionRejected: false });
    expect(inspectAnswer(throttled, "v2/login/password")).toMatchObject({ throttled: true, token: null });
    expect(inspectAnswer(JSON.stringify({ code: 0, message: "", data: 429 }), "x").throttled).toBe(false);
    expect(inspectAnswer("<html>429</html>", "x").throttled).toBe(false);
  });
});
