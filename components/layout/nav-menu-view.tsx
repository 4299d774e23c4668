"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import type { NavItem } from "@/lib/api/system-types";
import { useNavsStore } from "@/lib/stores/store-provider";
import { NavLink } from "./nav-link";

function isActive(item: NavItem, pathname: string): boolean {
  if (!item.url.startsWith("/")) return false;
  if (item.url === "/") return pathname === "/";
  return pathname === item.url || pathname.startsWith(`${item.url}/`);
}

/** `cached`: the navs come from the store already (saving them again would loop). */
export function NavMenuView({ navs, cached = false }: { navs: NavItem[]; cached?: boolean }) {
  const pathname = usePathname();
  const saveNavsAction = useNavsStore((state) => state.saveNavsAction);

  useEffect(() => {
    if (!cached) saveNavsAction(navs);
  }, [navs, cached, saveNavsAction]);

  return (
    <nav
      aria-label="主导航"
      className="order-last flex min-w-0 basis-full flex-wrap items-center gap-1 max-lg:flex-col max-lg:items-stretch lg:order-none lg:flex-1 lg:basis-auto lg:flex-nowrap"
    >
      {navs.map((item, index) => {
        const active = isActive(item, pathname) || item.children.some((child) => isActive(child, pathname));
        const linkClass = `block px-3 py-2 text-[15px] whitespace-nowrap hover:text-primary-ink ${
          active ? "font-semibold text-primary-ink" : "text-gray-800"
        }`;
        if (item.children.length === 0) {
          return (
            <NavLink key={`menu-${index}`} item={item} className={linkClass}>
              {item.name}
            </NavLink>
          );
        }
        return (
          <div key={`menu-${index}`} className="group relative">
            <NavLink item={item} className={`${linkClass} pr-5`}>
              {item.name}
              <span aria-hidden className="absolute top-1/2 right-1 -translate-y-1/2 text-[10px] max-lg:hidden">
                ▾
              </span>
            </NavLink>
            {/* In the folded menu the children are listed under their parent. */}
            <ul className="invisible absolute top-full left-0 z-40 min-w-[140px] rounded-md bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 max-lg:visible max-lg:static max-lg:py-0 max-lg:pl-4 max-lg:opacity-100 max-lg:shadow-none">
              {item.children.map((child, childIndex) => (
                <li key={`child-${childIndex}`}>
                  <NavLink
                    item={child}
                    className="block px-4 py-2 text-sm whitespace-nowrap text-gray-700 hover:bg-primary-light hover:text-primary-ink"
                  >
                    {child.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
