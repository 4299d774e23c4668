import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "next/link";
import { useUserStore } from "@/lib/stores/store-provider";
import { useLogout } from "./use-logout";
import { useUnreadCheck } from "./use-unread-check";
import { useUnreadPeek } from "./use-unread-peek";

export function UserMenu() {
  const user = useUserStore((state) => state.user);
  const hasUnread = useUserStore((state) => state.freshUnread);
  const logout = useLogout();
  useUnreadCheck();
  const peekUnread = useUnreadPeek();

  if (!user) return null;
  const itemClass =
    "block w-full px-4 py-2 text-left text-sm text-gray-700 data-focus:bg-primary-light data-focus:text-primary-ink";

  return (
    <Menu as="div" className="relative">
      {/* Named by its content, "演示学员 用户菜单": the visible name comes first (label in name). */}
      <MenuButton
        onClick={peekUnread}
        className="flex items-center gap-2 text-[15px] text-gray-800 hover:text-primary-ink"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- avatars live on the API host */}
        <img src={user.avatar} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
        <span className="max-w-[120px] truncate">{user.name}</span>
        <span className="sr-only"> 用户菜单</span>
      </MenuButton>
      {/* Positioned in place, not anchored: an anchor moves the menu into a portal outside the header landmark. */}
      <MenuItems className="absolute right-0 top-full z-50 mt-2 w-40 rounded-md bg-white py-2 shadow-lg focus:outline-none max-lg:right-auto max-lg:left-0">
        <MenuItem>
          <Link prefetch={false} href="/member" className={itemClass}>
            用户中心
          </Link>
        </MenuItem>
        <MenuItem>
          <Link prefetch={false} href="/member/messages" className={`${itemClass} flex items-center gap-2`}>
            我的消息
            {hasUnread && (
              <span data-testid="unread-dot" className="h-2 w-2 rounded-full bg-red-500">
                <span className="sr-only"> 有未读消息</span>
              </span>
            )}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClass} onClick={logout}>
            安全退出
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
