import Link from "next/link";
import type { ReactNode } from "react";
import type { NavItem } from "@/lib/api/system-types";
import { safeLink } from "@/lib/shared/safe-redirect";

// Admin nav items: http links open in a new window unless blank is 0; others are routed internally.
// Addresses from the admin follow safeLink: "//evil.com" and the like are not links at all.
export function NavLink({ item, className, children }: { item: NavItem; className: string; children: ReactNode }) {
  const link = item.url ? safeLink(item.url) : null;
  if (!link) {
    // A parent that only groups children (or an address we refuse): focusable so keyboard users can open it.
    return (
      <span tabIndex={0} className={`${className} cursor-default`}>
        {children}
      </span>
    );
  }
  if (link.external) {
    return (
      <a
        href={link.href}
        className={className}
        {...(item.blank ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={link.href} className={className}>
      {children}
    </Link>
  );
}
