import type { ConfigFunc } from "../api/system-types";

// NEXT_PUBLIC_DISABLE_VIP is inlined at build time; only the exact value
// "disable" turns VIP off (as in the official client), so "true"/"1" do nothing.
export function isVipDisabledByBuild(flag: string | undefined = process.env.NEXT_PUBLIC_DISABLE_VIP): boolean {
  return flag === "disable";
}

/** The header VIP link and 会员免费看 need the vip switch on and no build flag. */
export function isVipVisible(configFunc: Pick<ConfigFunc, "vip"> | null | undefined, flag?: string): boolean {
  return configFunc?.vip === true && !isVipDisabledByBuild(flag);
}
