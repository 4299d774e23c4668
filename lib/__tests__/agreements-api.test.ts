/** @jest-environment node */
import { hasPendingAgreements, normalizeAgreementStatus } from "../api/agreements";
import { normalizeUser } from "../api/member";
import type { RawMemberDetail } from "../api/member-types";

describe("normalizeAgreementStatus", () => {
  it("reads what is still to agree to", () => {
    expect(normalizeAgreementStatus({ user_agreement_agreed: true, privacy_policy_agreed: true })).toEqual({
      userAgreement: false,
      privacyPolicy: false,
    });
    expect(normalizeAgreementStatus({ user_agreement_agreed: false, privacy_policy_agreed: true })).toEqual({
      userAgreement: true,
      privacyPolicy: false,
    });
    expect(normalizeAgreementStatus({ user_agreement_agreed: 1, privacy_policy_agreed: 0 })).toEqual({
      userAgreement: false,
      privacyPolicy: true,
    });
    expect(normalizeAgreementStatus({})).toEqual({ userAgreement: true, privacyPolicy: true });
  });

  it("asks nothing of a backend without the field (before 4.9.27)", () => {
    for (const raw of [undefined, null, [], "x"]) {
      expect(hasPendingAgreements(normalizeAgreementStatus(raw))).toBe(false);
    }
  });

  it("is part of the member", () => {
    const user = normalizeUser(
      {
        id: 1,
        agreement_status: { user_agreement_agreed: false, privacy_policy_agreed: false },
      } as unknown as RawMemberDetail,
      "",
    );
    expect(user.pendingAgreements).toEqual({ userAgreement: true, privacyPolicy: true });
  });
});
