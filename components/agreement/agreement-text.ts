import type { PendingAgreements } from "@/lib/api/member-types";

// The official PC client's wording (UserAgreementDialog), by what is still to agree to.
export function agreementTitle(pending: PendingAgreements): string {
  if (pending.userAgreement && pending.privacyPolicy) return "用户协议与隐私政策提示";
  if (pending.userAgreement) return "用户协议提示";
  return "隐私政策提示";
}

export interface AgreementLink {
  label: string;
  href: string;
}

export function agreementLinks(
  pending: PendingAgreements,
  config: { user_protocol: string; user_private_protocol: string },
) {
  const links: AgreementLink[] = [];
  if (pending.userAgreement) links.push({ label: "《用户协议》", href: config.user_protocol });
  if (pending.privacyPolicy) links.push({ label: "《隐私政策》", href: config.user_private_protocol });
  return links;
}

export const agreementSubject = (pending: PendingAgreements) =>
  [pending.userAgreement && "用户协议", pending.privacyPolicy && "隐私政策"].filter(Boolean).join("与");
