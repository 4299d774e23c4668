"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useMemberNavigation } from "@/components/providers/use-member-navigation";
import { LoginLink } from "./login-link";

// A link to a members-only page: logged out it opens the login dialog (or /login without JS)
// first. A browser with a session goes there once its member is known (use-member-navigation.ts).
export function MemberLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { status, onClick } = useMemberNavigation();
  if (status === "visitor") {
    return (
      <LoginLink returnTo={href} className={className}>
        {children}
      </LoginLink>
    );
  }
  return (
    <Link href={href} prefetch={false} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
