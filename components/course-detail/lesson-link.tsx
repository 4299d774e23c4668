"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useMemberNavigation } from "@/components/providers/use-member-navigation";

// A lesson is for members: a visitor's click opens the login dialog in place, as 购买 and 收藏 do.
// The address stays the lesson's (for crawlers, and without JavaScript middleware asks for /login).
export function LessonLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const { onClick } = useMemberNavigation();
  return (
    <Link href={href} prefetch={false} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
