"use client";

import useSWR from "swr";
import { fetchNavs } from "@/lib/api/system";
import { NavMenuView } from "./nav-menu-view";
import { NavSkeleton } from "./nav-skeleton";

const NAV_RETRY_MS = 5000;

export function NavFallback() {
  const { data } = useSWR("navs", fetchNavs, { errorRetryInterval: NAV_RETRY_MS, revalidateOnFocus: false });
  return data ? <NavMenuView navs={data} /> : <NavSkeleton />;
}
