import type { Metadata } from "next";
import Link from "next/link";
import { FaceCheckPoller } from "@/components/account/face-check-poller";
import { SignInFirst } from "@/components/account/sign-in-first";
import { FACE_VERIFY_OFF_TEXT } from "@/components/member/verify-panel";
import { QrImage } from "@/components/ui/qr-image";
import { startFaceVerify } from "@/lib/api/account-checks";
import { isApiError } from "@/lib/api/errors";
import type { FaceVerifySession } from "@/lib/api/account-checks-types";
import { faceCheckPathFor } from "@/lib/shared/pending-check-paths";
import { safeRedirectPath } from "@/lib/shared/safe-redirect";
import { logSoftFailure } from "@/lib/shared/soft-failure";
import { firstParam, type SearchParams } from "@/lib/shared/search-params";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { memberOrVisitor } from "@/lib/server/member-or-visitor";

export const metadata: Metadata = { title: "实名认证", robots: { index: false } };

async function startSession(token: string): Promise<FaceVerifySession | string> {
  try {
    return await startFaceVerify(token);
  } catch (error) {
    if (isApiError(error) && error.kind === "business") return error.message;
    logSoftFailure("发起实名认证", error, "提示稍后再试");
    return "实名认证暂时无法发起，请稍后再试";
  }
}

// Each visit starts a Tencent FaceID session on the server and shows it as a QR code; the
// browser then polls until the member has been verified. With face verification switched off
// MeEdu can only answer 无法发起实名认证, so no session is asked for and the page says why.
export default async function FaceCheckPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const redirectTo = safeRedirectPath(firstParam((await searchParams).redirect));
  const here = faceCheckPathFor(redirectTo);
  const [member, config] = await Promise.all([memberOrVisitor(here), loadSystemConfig()]);
  // An unreadable config is no answer: the attempt then says what went wrong.
  const switchedOff = config !== null && !config.member.enabled_face_verify;
  const pending = member !== null && !member.user.is_face_verify;
  const session = pending && !switchedOff ? await startSession(member.token) : null;

  return (
    <div className="mx-auto max-w-site px-4 py-16">
      <div className="mx-auto flex w-[500px] max-w-full flex-col items-center rounded-lg bg-white px-8 pb-10 pt-6 shadow-sm">
        <h1 className="mb-6 self-start text-lg font-medium text-gray-900">实名认证</h1>
        {member === null ? (
          <SignInFirst purpose="登录后即可进行实名认证" />
        ) : pending && switchedOff ? (
          <div className="text-center">
            <p className="text-gray-700">{FACE_VERIFY_OFF_TEXT}</p>
            <Link
              prefetch={false}
              href={redirectTo}
              className="mt-6 inline-block rounded-md bg-primary-ink px-8 py-2 text-sm text-white hover:bg-primary-dark"
            >
              返回
            </Link>
          </div>
        ) : session === null ? (
          <p className="text-gray-600">
            您已完成实名认证。
            <Link prefetch={false} href={redirectTo} className="text-primary-ink hover:underline">
              继续
            </Link>
          </p>
        ) : typeof session === "string" ? (
          <div className="text-center" role="alert">
            <p className="text-gray-700">{session}</p>
            <a href={here} className="mt-4 inline-block text-sm text-primary-ink hover:underline">
              重试
            </a>
          </div>
        ) : (
          <>
            <QrImage value={session.url} alt="实名认证二维码" className="rounded border border-gray-100" />
            <p className="mt-4 text-gray-700">请使用微信扫码完成实名认证</p>
            <FaceCheckPoller ruleId={session.ruleId} bizToken={session.bizToken} redirectTo={redirectTo} />
          </>
        )}
      </div>
    </div>
  );
}
