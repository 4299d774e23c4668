"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { bareAddress, sendPageView } from "@/lib/browser/analytics-page-view";
import type { AnalyticsTag } from "@/lib/shared/analytics";
import { BROWSER_QUERY_PARAMS } from "@/lib/shared/routes/route-registry";

// One page view per App Router navigation: a new path, or a new query on the same path (another
// tab, another page of the list). Dropping a one-time parameter from the address bar (a login
// code, msv) is not a navigation; only the path is ever sent.

let lastView: string | null = null;
let lastPath: string | null = null;

function viewKey(pathname: string, query: URLSearchParams): string {
  const own = new URLSearchParams(query);
  for (const name of BROWSER_QUERY_PARAMS) own.delete(name);
  return `${pathname}?${own.toString()}`;
}

export function AnalyticsPageViews({ tags }: { tags: AnalyticsTag[] }) {
  const pathname = usePathname();
  const query = useSearchParams();
  const key = viewKey(pathname, query);

  useEffect(() => {
    // Strict Mode's second effect and a remount see the same view: counted once.
    if (key === lastView) return;
    lastView = key;
    const origin = window.location.origin;
    const referrer = lastPath === null ? bareAddress(document.referrer) : `${origin}${lastPath}`;
    lastPath = pathname;
    sendPageView(tags, { path: pathname, location: `${origin}${pathname}`, referrer });
  }, [key, pathname, tags]);

  return null;
}
