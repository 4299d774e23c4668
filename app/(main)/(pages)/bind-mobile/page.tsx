import type { Metadata } from "next";
import Link from "next/link";
import { BindMobilePanel } from "@/components/account/bind-mobile-panel";
import { SignInFirst } from "@/components/account/sign-in-first";
import { bindMobilePathFor } from "@/lib/shared/pending-check-paths";
import { safeRedirectPath } from "@/lib/shared/safe-redirect";
import { firstParam, type SearchParams } from "@/lib/shared/search-params";
import { memberOrVisitor } from "@/lib/server/member-or-visitor";

export const metadata: Metadata = { title: "绑定手机号", robots: { index: false } };

export default async function BindMobilePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const redirectTo = safeRedirectPath(firstParam((await searchParams).redirect));
  const member = await memberOrVisitor(bindMobilePathFor(redirectTo));
  return (
    <div className="mx-auto max-w-site px-4 py-16">
      <div className="mx-auto w-[500px] max-w-full rounded-lg bg-white px-8 pb-8 pt-6 shadow-sm">
        <h1 className="mb-2 text-lg font-medium text-gray-900">绑定手机号</h1>
        {member === null ? (
          <SignInFirst purpose="登录后即可绑定手机号" />
        ) : member.user.is_bind_mobile === 1 ? (
          <p className="text-gray-600">
            您已绑定手机号。
            <Link prefetch={false} href={redirectTo} className="text-primary-ink hover:underline">
              继续
            </Link>
          </p>
        ) : (
          <>
            <p className="mb-6 text-sm text-gray-500">为了账号安全，请先绑定手机号后再继续学习。</p>
            <BindMobilePanel redirectTo={redirectTo} />
          </>
        )}
      </div>
    </div>
  );
}
