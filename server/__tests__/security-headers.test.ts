import type { ServerResponse } from "node:http";
import { applySecurityHeaders, contentSecurityPolicy, securitySettingsFor } from "../security-headers";

describe("security headers", () => {
  it("names only this site, the API's origin and the configured asset origins, never http:/https: wildcards", () => {
    const policy = contentSecurityPolicy(
      securitySettingsFor({
        meeduApiUrl: "https://api.school.cn/meedu",
        assetOrigins: ["https://cdn.school.cn", "https://api.school.cn"],
      }),
    );
    expect(policy).toContain("img-src 'self' data: blob: https://api.school.cn https://cdn.school.cn");
    expect(policy).not.toMatch(/\shttps?:(\s|;|$)/);
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
