import type { ServerResponse } from "node:http";
import { applySecurityHeaders, contentSecurityPolicy, securitySettingsFromEnv } from "../security-headers";

describe("security headers", () => {
  it("names only this site, the API and the configured asset origins, never http:/https: wildcards", () => {
    const policy = contentSecurityPolicy(
      securitySettingsFromEnv({ MEEDU_API_URL: "https://api.school.cn/", ASSET_ORIGINS: "https://cdn.school.cn/x, javascript:alert(1), nope" } as unknown as NodeJS.ProcessEnv),
    );
    expect(policy).toContain("img-src 'self' data: blob: https://api.school.cn https://cdn.school.cn");
    expect(policy).not.toMatch(/\shttps?:(\s|;|$)/);
    expect(policy).not.toContain("javascript");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it("adds HSTS only over https", () => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse;
    applySecurityHeaders(res, "default-src 'self'", false);
    expect(headers.has("Strict-Transport-Security")).toBe(false);
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    applySecurityHeaders(res, "default-src 'self'", true);
    expect(headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
  });
});
