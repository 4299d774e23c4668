/** @jest-environment node */
import { isVipDisabledByBuild, isVipVisible } from "../shared/vip";

describe("VIP build flag", () => {
  it("is disabled only by the exact value disable", () => {
    expect(isVipDisabledByBuild("disable")).toBe(true);
    for (const value of [undefined, "", "true", "1", "disabled", "DISABLE", " disable"]) {
      expect(isVipDisabledByBuild(value)).toBe(false);
    }
  });

  it("reads NEXT_PUBLIC_DISABLE_VIP by default", () => {
    const before = process.env.NEXT_PUBLIC_DISABLE_VIP;
    process.env.NEXT_PUBLIC_DISABLE_VIP = "disable";
    expect(isVipDisabledByBuild()).toBe(true);
    expect(isVipVisible({ vip: true })).toBe(false);
    delete process.env.NEXT_PUBLIC_DISABLE_VIP;
    expect(isVipDisabledByBuild()).toBe(false);
    expect(isVipVisible({ vip: true })).toBe(true);
    if (before !== undefined) process.env.NEXT_PUBLIC_DISABLE_VIP = before;
  });

  it("needs the vip switch on and no flag", () => {
    expect(isVipVisible({ vip: true }, "")).toBe(true);
    expect(isVipVisible({ vip: false }, "")).toBe(false);
    expect(isVipVisible(null, "")).toBe(false);
    expect(isVipVisible({ vip: true }, "disable")).toBe(false);
  });
});
