"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { carriesReloginFlag } from "@/lib/browser/relogin-notice";
import { safeRedirectPath } from "@/lib/shared/safe-redirect";
import { useUserStore } from "@/lib/stores/store-provider";

// /login reached by a member who is already signed in (a link clicked before the page had
// loaded its session, an old bookmark): continue to where the login would have gone. Not when a
// server render sent the tab here because it refused the session (?relogin=1, read before
// ReloginNotice takes it off the address): the member in this tab is stale, and going back
// would only be refused again, and again.
export function SignedInContinue() {
  const router = useRouter();
  const isLogin = useUserStore((state) => state.isLogin);
  const [refused] = useState(() => typeof window !== "undefined" && carriesReloginFlag(window.location.search));
  useEffect(() => {
    if (!isLogin || refused) return;
    router.replace(safeRedirectPath(new URLSearchParams(window.location.search).get("redirect")));
  }, [isLogin, refused, router]);
  return null;
}
