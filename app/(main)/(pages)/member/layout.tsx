import type { Metadata } from "next";
import type { ReactNode } from "react";
import { MemberNav } from "@/components/member/member-nav";
import { PRIVATE_PAGE_ROBOTS } from "@/lib/server/page-metadata";

// Every page of the member centre inherits it.
export const metadata: Metadata = { robots: PRIVATE_PAGE_ROBOTS };

export default function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-site items-start gap-6 px-4 py-8 max-md:flex-col max-md:items-stretch max-md:gap-4 max-sm:py-4">
      <MemberNav />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
