"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { useUnreadPeek } from "@/components/layout/use-unread-peek";
import { useUserStore } from "@/lib/stores/store-provider";

const LINKS = [
  { href: "/member", label: "用户中心" },
  { href: "/member/orders", label: "所有订单" },
  { href: "/member/messages", label: "我的消息", unreadDot: true },
  { href: "/member/credit1-free", label: "我的积分" },
] as const;

// The member-centre sidebar; the unread dot follows the user store, checked against the messages here.
export function MemberNav() {
  const pathname = usePathname();
  const hasUnread = useUserStore((state) => state.freshUnread);
  const unreadCount = useUserStore((state) => state.unreadCount);
  const peekUnread = useUnreadPeek();
  useEffect(() => {
    if (unreadCount === 0) peekUnread();
  }, [unreadCount, peekUnread]);
  return (
    <nav
      aria-label="用户中心导航"
      className="w-48 shrink-0 rounded-lg bg-white py-4 shadow-sm max-md:w-auto max-md:p-1"
    >
      <ul className="max-md:grid max-md:grid-cols-4 max-md:gap-1">
        {LINKS.map((link) => {
          const active = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                prefetch={false}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`flex items-center gap-2 px-6 py-3 text-sm max-md:justify-center max-md:gap-1 max-md:rounded-md max-md:px-1 max-md:whitespace-nowrap ${active ? "bg-primary-light text-primary-ink" : "text-gray-700 hover:text-primary-ink"}`}
              >
                {link.label}
                {"unreadDot" in link && hasUnread && (
                  <span data-testid="nav-unread-dot" className="h-2 w-2 rounded-full bg-red-500">
                    <span className="sr-only"> 有未读消息</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
