"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useSessionMarker } from "@/lib/browser/session-marker";
import { useUserStore } from "@/lib/stores/store-provider";
import { LoginLink } from "./login-link";

// A link to a members-only page: logged out it opens the login dialog (or /login without JS)
// first. A browser with a session goes straight there, even before its member has loaded.
export function MemberLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const isLogin = useUserStore((state) => state.isLogin);
  const hasSession = useSessionMarker();
  if (!isLogin && !hasSession) {
    return (
      <LoginLink returnTo={href} className={className}>
        {children}
      </LoginLink>
    );
  }
  return (
    <Link href={href} prefetch={false} className={className}>
      {children}
    </Link>
  );
}
