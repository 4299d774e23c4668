"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { safeRedirectPath } from "@/lib/shared/safe-redirect";
import { useUserStore } from "@/lib/stores/store-provider";

// /login reached by a member who is already signed in (a link clicked before the page had
// loaded its session, an old bookmark): continue to where the login would have gone.
export function SignedInContinue() {
  const router = useRouter();
  const isLogin = useUserStore((state) => state.isLogin);
  useEffect(() => {
    if (!isLogin) return;
    router.replace(safeRedirectPath(new URLSearchParams(window.location.search).get("redirect")));
  }, [isLogin, router]);
  return null;
}
