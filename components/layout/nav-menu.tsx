import { fetchNavs } from "@/lib/api/system";
import type { NavItem } from "@/lib/api/models";
import { NavMenuView } from "./nav-menu-view";

async function loadNavs(): Promise<NavItem[]> {
  try {
    return await fetchNavs();
  } catch {
    console.error("系统初始化失败");
    return [];
  }
}

// Streams in behind the skeleton so a slow navigation call never blocks the page.
export async function NavMenu() {
  return <NavMenuView navs={await loadNavs()} />;
}
