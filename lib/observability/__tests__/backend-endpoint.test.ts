/** @jest-environment node */
import { backendEndpoint } from "../backend-endpoint";

describe("backendEndpoint", () => {
  it("keeps the endpoint and folds ids and other values", () => {
    expect(backendEndpoint("v2/other/config")).toBe("v2/other/config");
    expect(backendEndpoint("/v2/course/12")).toBe("v2/course/:id");
    expect(backendEndpoint("v2/video/7/playinfo")).toBe("v2/video/:id/playinfo");
    expect(backendEndpoint("v3/member/courses?page=2&size=10")).toBe("v3/member/courses");
    expect(backendEndpoint("v2/order/pay/ORD2026112600001")).toBe("v2/order/pay/:id");
    expect(backendEndpoint("v2/login/wechat/4f9c2e7d-1a2b")).toBe("v2/login/wechat/:id");
  });
});
