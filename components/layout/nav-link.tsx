import Link from "next/link";
import type { ReactNode } from "react";
import type { NavItem } from "@/lib/api/models";

// Spec §2: http links open in a new window unless blank is 0; others are routed internally.
export function NavLink({ item, className, children }: { item: NavItem; className: string; children: ReactNode }) {
  if (!item.url) {
    // A parent that only groups children: focusable so keyboard users can open it.
    return (
      <span tabIndex={0} className={`${className} cursor-default`}>
        {children}
      </span>
    );
  }
  if (/^https?:/i.test(item.url)) {
    return (
      <a
        href={item.url}
        className={className}
        {...(item.blank ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={item.url || "/"} className={className}>
      {children}
    </Link>
  );
}
