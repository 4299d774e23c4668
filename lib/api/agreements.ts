import { apiRequest } from "./client";
import type { PendingAgreements } from "./member-types";
import { asFlag, asRecord } from "./normalize";

/**
 * member/detail `agreement_status` → what is still to agree to. Like the official PC client, a
 * backend without the field (before 4.9.27) asks nothing, and a flag that is not true is pending.
 * MeEdu 4.9.27–4.9.30 report a type with no active agreement as not agreed (false); its main
 * branch after 4.9.30 reports it as agreed.
 */
export function normalizeAgreementStatus(raw: unknown): PendingAgreements {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return { userAgreement: false, privacyPolicy: false };
  const status = asRecord(raw);
  return { userAgreement: !asFlag(status.user_agreement_agreed), privacyPolicy: !asFlag(status.privacy_policy_agreed) };
}

export const hasPendingAgreements = (pending: PendingAgreements) => pending.userAgreement || pending.privacyPolicy;

/**
 * What the member is asked to agree to: pending and published. MeEdu 4.9.27–4.9.30 report a type
 * the school never published as not agreed; there is nothing to agree to then.
 */
export const dueAgreements = (pending: PendingAgreements, published: PendingAgreements): PendingAgreements => ({
  userAgreement: pending.userAgreement && published.userAgreement,
  privacyPolicy: pending.privacyPolicy && published.privacyPolicy,
});

/**
 * Browser: `POST v2/member/agreement/agree`. MeEdu records every active required agreement and
 * ignores the body; the flags are sent as the official client sends them.
 */
export async function agreeToAgreements(pending: PendingAgreements): Promise<void> {
  await apiRequest<unknown>("v2/member/agreement/agree", {
    method: "POST",
    body: {
      ...(pending.userAgreement ? { user_agreement_agreed: true } : {}),
      ...(pending.privacyPolicy ? { privacy_policy_agreed: true } : {}),
    },
  });
}
