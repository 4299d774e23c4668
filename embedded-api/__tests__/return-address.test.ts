import { isAllowedReturnAddress, parseOrigin, type ReturnAddressRule } from "../lib/return-address";
import { NON_ASCII_ADDRESSES, OFF_SITE_ADDRESSES } from "../test-support/off-site-addresses";

const rule: ReturnAddressRule = { selfOrigin: "http://api.test", allowedOrigins: ["https://allowed.example"] };

describe("return address rule", () => {
  it.each([
    "https://allowed.example/login/callback?redirect=%2F",
    "https://allowed.example",
    "https://ALLOWED.example/member",
    "https://allowed.example:443/error#top",
    "http://api.test/face-verify-success",
    "/payment/success",
    "/payment/success?s_url=https%3A%2F%2Fallowed.example%2F",
    "/face-verify-success",
    "/search?keywords=%E4%B8%AD",
  ])("accepts %j", (value) => {
    expect(isAllowedReturnAddress(value, rule)).toBe(true);
  });

  it.each([
    ...OFF_SITE_ADDRESSES,
    ...NON_ASCII_ADDRESSES,
    "https://allowed.example/登录",
    "https://allowed.example/\uff0fevil.com",
    "/%2f/evil.com",
    "/%252F/evil.com",
    "/%09/evil.com",
    "/\r/evil.com",
    " /evil.com",
    "/evil.com ",
    "/\u200b/evil.com",
    "/%E0%A4%A",
    "JavaScript:alert(1)",
    "https:\\\\evil.com",
    "https://allowed.example@evil.com",
    "https://allowed.example:pw@evil.com/",
    "https://allowed.example\\@evil.com",
    "https://allowed.example.evil.com",
    "https://allowed.example.",
    "https://allowed.example:8443/",
    "http://allowed.example/",
    "https://evil.com#https://allowed.example",
    "https://evil.com?https://allowed.example",
    "https://evil.com%2F.allowed.example/",
    "https://allowed.example\t.evil.com",
    "https://allowed.example/\n",
    "ftp://allowed.example/",
    "",
    "PC",
    "allowed.example/login",
  ])("refuses %j", (value) => {
    expect(isAllowedReturnAddress(value, rule)).toBe(false);
  });
});

describe("parseOrigin", () => {
  it("normalises bare http(s) origins", () => {
    expect(parseOrigin(" https://Site.Example/ ")).toBe("https://site.example");
    expect(parseOrigin("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  });

  it.each([
    "site.example",
    "https://site.example/app",
    "https://site.example/?a=1",
    "ftp://site.example",
    "https://u@site.example",
  ])("refuses %j", (value) => {
    expect(() => parseOrigin(value)).toThrow(/origin/);
  });
});
