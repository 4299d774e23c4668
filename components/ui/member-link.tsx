"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useUserStore } from "@/lib/stores/store-provider";
import { LoginLink } from "./login-link";

// A link to a members-only page: logged out it opens the login dialog (or /login without JS) first.
export function MemberLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const isLogin = useUserStore((state) => state.isLogin);
  if (!isLogin) {
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
