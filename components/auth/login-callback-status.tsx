"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { loginPathFor, safeRedirectPath } from "@/lib/shared/safe-redirect";
import { useUserStore } from "@/lib/stores/store-provider";
import { useAuthDialogStore } from "./auth-dialog-store";
import { useLoginCodeStore } from "./login-code-store";

function redirectTarget(): string {
  return safeRedirectPath(new URLSearchParams(window.location.search).get("redirect"));
}

/** The /login/callback screen: 加载中 while the login code is exchanged, a way out when it cannot be. */
export function LoginCallbackStatus() {
  const router = useRouter();
  const phase = useLoginCodeStore((state) => state.phase);
  const bindDialogOpen = useAuthDialogStore((state) => state.open === "code-bind-mobile");
  const isLogin = useUserStore((state) => state.isLogin);
  // Nothing to exchange (e.g. a reload after the login): a member just continues.
  const continuing = phase === "none" && isLogin;

  useEffect(() => {
    if (continuing) router.replace(redirectTarget());
  }, [continuing, router]);

  if (phase === "failed") return <CallbackProblem message="登录失败，请重新登录" />;
  if (phase === "none" && !isLogin) return <CallbackProblem message="登录信息已失效，请重新登录" />;
  if (phase === "bind" && !bindDialogOpen) return <CallbackProblem message="未完成手机号绑定" />;
  return (
    <p className="flex items-center gap-3 text-gray-600" role="status">
      <Spinner className="h-6 w-6 text-primary-ink" />
      {phase === "bind" ? "请先绑定手机号" : "加载中"}
    </p>
  );
}

function CallbackProblem({ message }: { message: string }) {
  return (
    <div className="text-center" role="alert">
      <p className="text-lg text-gray-700">{message}</p>
      <div className="mt-6 flex justify-center gap-4 text-sm">
        <Link
          prefetch={false}
          href="/"
          className="rounded border border-gray-300 px-5 py-2 text-gray-700 hover:border-primary hover:text-primary-ink"
        >
          返回首页
        </Link>
        <Link
          prefetch={false}
          href={loginPathFor(redirectTarget())}
          className="rounded bg-primary-ink px-5 py-2 text-white hover:bg-primary-dark"
        >
          重新登录
        </Link>
      </div>
    </div>
  );
}
