import Link from "next/link";
import type { MemberProfile } from "@/lib/api/account";
import { faceCheckPathFor } from "@/lib/shared/pending-check-paths";

export const FACE_VERIFY_OFF_TEXT = "本站暂未开启实名认证";

interface VerifyPanelProps {
  verified: boolean;
  profile: MemberProfile;
  /** Config `member.enabled_face_verify`: without it MeEdu cannot start a verification (无法发起实名认证). */
  enabled: boolean;
}

// 实名认证 tab: the verified (masked) details, a start into the face-check page, or, with face
// verification switched off, a plain statement instead of a button that can only fail.
export function VerifyPanel({ verified, profile, enabled }: VerifyPanelProps) {
  if (verified) {
    return (
      <dl className="space-y-4 py-4 text-sm">
        <div className="flex gap-6">
          <dt className="w-24 text-gray-500">认证状态</dt>
          <dd className="text-green-700">已认证</dd>
        </div>
        <div className="flex gap-6">
          <dt className="w-24 text-gray-500">真实姓名</dt>
          <dd className="text-gray-800">{profile.realName || "—"}</dd>
        </div>
        <div className="flex gap-6">
          <dt className="w-24 text-gray-500">身份证号</dt>
          <dd className="text-gray-800">{profile.idNumber || "—"}</dd>
        </div>
      </dl>
    );
  }
  if (!enabled) {
    return (
      <div className="py-10 text-center">
        <p className="text-sm text-gray-600">{FACE_VERIFY_OFF_TEXT}</p>
      </div>
    );
  }
  return (
    <div className="py-10 text-center">
      <p className="text-sm text-gray-600">您还未完成实名认证，请使用微信扫码完成人脸核验。</p>
      <Link
        prefetch={false}
        href={faceCheckPathFor("/member?tab=verify")}
        className="mt-5 inline-block rounded-md bg-primary-ink px-8 py-2 text-sm text-white hover:bg-primary-dark"
      >
        开始认证
      </Link>
    </div>
  );
}
