"use client";

import useSWR from "swr";
import { fetchNavs } from "@/lib/api/system";
import { useNavsStore } from "@/lib/stores/store-provider";
import { NavMenuView } from "./nav-menu-view";
import { NavSkeleton } from "./nav-skeleton";

const NAV_RETRY_MS = 5000;

// The server could not load the navigation: the browser tries. The skeleton lasts only for
// the first try; after a failure the links seen earlier in this visit (or none) show while it
// keeps trying in the background, so a backend outage never leaves a skeleton behind.
export function NavFallback() {
  const cached = useNavsStore((state) => state.navs);
  const { data, error } = useSWR("navs", fetchNavs, { errorRetryInterval: NAV_RETRY_MS, revalidateOnFocus: false });
  if (data) return <NavMenuView navs={data} />;
  if (error || cached.length > 0) return <NavMenuView navs={cached} cached />;
  return <NavSkeleton />;
}
