import type { NavItem } from "@/lib/api/system-types";
import { fetchNavs } from "@/lib/api/system";
import { NavFallback } from "./nav-fallback";
import { NavMenuView } from "./nav-menu-view";

async function loadNavs(): Promise<NavItem[] | null> {
  try {
    return await fetchNavs();
  } catch {
    console.error("系统初始化失败");
    return null;
  }
}

// Navigation is part of the server HTML so crawlers can follow it. If the server
// could not load it, the browser shows a skeleton and tries again.
export async function NavMenu() {
  const navs = await loadNavs();
  return navs ? <NavMenuView navs={navs} /> : <NavFallback />;
}
