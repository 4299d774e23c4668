import { buildConfigPayload } from "../repos/config";
import type { AppContext } from "../types";

/** The pages that stand in for a third party (and so hand out payments, login codes or verifications). */
export type DemoStandIn = "cashier" | "wechat-scan" | "qq-consent" | "face-verify";

interface FeatureSwitches {
  socialites?: { qq?: unknown; wechat_oauth?: unknown };
  member?: { enabled_face_verify?: unknown };
}

const isOn = (value: unknown) => value === true || Number(value) === 1;

/**
 * Whether a stand-in may act: only in demo mode (EMBEDDED_API_DEMO), and only while the feature
 * it replaces is switched on in the config. The cashier replaces the payment gateways, which have
 * no switch here. Otherwise anyone could get paid courses or log in as anyone for free.
 */
export function isStandInEnabled(ctx: AppContext, standIn: DemoStandIn): boolean {
  if (!ctx.demoMode) return false;
  if (standIn === "cashier") return true;
  const config = buildConfigPayload(ctx) as FeatureSwitches;
  if (standIn === "wechat-scan") return isOn(config.socialites?.wechat_oauth);
  if (standIn === "qq-consent") return isOn(config.socialites?.qq);
  return isOn(config.member?.enabled_face_verify);
}
