import type { Metadata } from "next";
import { OpenLoginButton } from "@/components/auth/open-login-button";
import { ReloginNotice } from "@/components/auth/relogin-notice";
import { SignedInContinue } from "@/components/auth/signed-in-continue";

export const metadata: Metadata = { title: "登录", robots: { index: false } };

// Rendered for each request, never stored: a stored copy refreshed by one visitor's request carried
// that request's query (a QQ login_code, a redirect) in its router data to everyone after.
export const dynamic = "force-dynamic";

export default function LoginPage() {
  return (
    <div className="mx-auto flex max-w-site flex-col items-center px-4 py-24">
      {/* eslint-disable-next-line @next/next/no-img-element -- static illustration */}
      <img
        src="/images/login-banner.svg"
        alt="登录后继续学习"
        width={300}
        height={300}
        className="h-[300px] w-[300px]"
      />
      <h1 className="mt-6 mb-6 text-base font-normal text-gray-600">登录后即可查看该页面内容</h1>
      <OpenLoginButton />
      <ReloginNotice />
      <SignedInContinue />
    </div>
  );
}
