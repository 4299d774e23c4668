"use client";

import Link from "next/link";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { useSessionMarker } from "@/lib/browser/session-marker";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";
import { isVipVisible } from "@/lib/shared/vip";
import dynamic from "next/dynamic";
import { RememberedMemberBadge } from "./remembered-member-badge";

// Only members need the dropdown (and Headless UI's Menu); visitors never load it.
const UserMenu = dynamic(() => import("./user-menu").then((module) => module.UserMenu));

export function HeaderActions() {
  const isLogin = useUserStore((state) => state.isLogin);
  // A browser with a session cookie whose member is still loading.
  const hasSession = useSessionMarker();
  const configFunc = useSystemStore((state) => state.configFunc);
  const showDialog = useAuthDialogStore((state) => state.show);
  const linkClass = "text-[15px] whitespace-nowrap text-gray-700 hover:text-primary-ink";

  return (
    <div className="flex shrink-0 items-center gap-5 max-lg:flex-wrap max-lg:px-3 max-lg:py-1">
      {isVipVisible(configFunc) && (
        <Link prefetch={false} href="/vip" className={`${linkClass} flex items-center gap-1`}>
          <span aria-hidden className="rounded bg-amber-400 px-1 text-xs font-bold text-white">
            V
          </span>
          VIP会员
        </Link>
      )}
      {isLogin || hasSession ? (
        <Link prefetch={false} href="/study-center" className={linkClass}>
          我的学习
        </Link>
      ) : (
        <button type="button" className={linkClass} onClick={() => showDialog("login")}>
          我的学习
        </button>
      )}
      {isLogin ? (
        <UserMenu />
      ) : hasSession ? (
        <RememberedMemberBadge />
      ) : (
        <div data-guest-only className="flex items-center gap-2 text-[15px]">
          <button type="button" className="hover:text-primary-ink" onClick={() => showDialog("login")}>
            登录
          </button>
          <span aria-hidden className="text-gray-300">
            |
          </span>
          <button type="button" className="hover:text-primary-ink" onClick={() => showDialog("register")}>
            注册
          </button>
        </div>
      )}
    </div>
  );
}
