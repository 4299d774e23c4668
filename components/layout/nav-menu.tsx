import type { NavItem } from "@/lib/api/system-types";
import { fetchNavs } from "@/lib/api/system";
import { logSoftFailure } from "@/lib/shared/soft-failure";
import { NavFallback } from "./nav-fallback";
import { NavMenuView } from "./nav-menu-view";

async function loadNavs(): Promise<NavItem[] | null> {
  try {
    return await fetchNavs();
  } catch (error) {
    logSoftFailure("读取导航", error, "导航骨架，由浏览器再次加载");
    return null;
  }
}

// Navigation is part of the server HTML so crawlers can follow it. If the server
// could not load it, the browser shows a skeleton and tries again.
export async function NavMenu() {
  const navs = await loadNavs();
  return navs ? <NavMenuView navs={navs} /> : <NavFallback />;
}
