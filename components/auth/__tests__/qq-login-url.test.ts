import { buildQqLoginUrl, qqFailureUrl, qqSuccessUrl } from "../qq-login-url";

const origin = "https://www.example.com";

function paramsOf(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

describe("qq-login-url", () => {
  it("on /login returns through /login/callback carrying the encoded redirect", () => {
    const url = qqSuccessUrl({ origin, pathname: "/login", search: "?redirect=%2Fmember%3Ftab%3D1" });
    expect(url).toBe("https://www.example.com/login/callback?redirect=%2Fmember%3Ftab%3D1");
  });

  it("on /login without redirect returns to the root", () => {
    expect(qqSuccessUrl({ origin, pathname: "/login", search: "" })).toBe(
      "https://www.example.com/login/callback?redirect=%2F",
    );
  });

  it("elsewhere returns to the current URL without login_code and action", () => {
    const url = qqSuccessUrl({
      origin,
      pathname: "/courses/detail/1",
      search: "?tab=2&login_code=abc&action=login",
    });
    expect(url).toBe("https://www.example.com/courses/detail/1?tab=2");
  });

  it("falls back to the path alone when the URL is longer than the API accepts", () => {
    const url = qqSuccessUrl({ origin, pathname: "/search", search: `?keywords=${"x".repeat(300)}` });
    expect(url).toBe("https://www.example.com/search");
  });

  it("failure URL is always the absolute /error page", () => {
    expect(qqFailureUrl({ origin })).toBe("https://www.example.com/error");
  });

  it("builds the socialite address with s_url, f_url and action=login", () => {
    const url = buildQqLoginUrl("https://api.example.com/", {
      origin,
      pathname: "/courses/detail/1",
      search: "",
    });
    expect(url.startsWith("https://api.example.com/api/v3/auth/login/socialite/qq?")).toBe(true);
    const params = paramsOf(url);
    expect(params.get("s_url")).toBe("https://www.example.com/courses/detail/1");
    expect(params.get("f_url")).toBe("https://www.example.com/error");
    expect(params.get("action")).toBe("login");
  });

  it("keeps the redirect encoded inside s_url on /login", () => {
    const url = buildQqLoginUrl("https://api.example.com", {
      origin,
      pathname: "/login",
      search: "?redirect=%2Fmember",
    });
    expect(paramsOf(url).get("s_url")).toBe("https://www.example.com/login/callback?redirect=%2Fmember");
  });
});
