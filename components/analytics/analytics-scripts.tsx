"use client";

import Script from "next/script";
import { Suspense } from "react";
import { umamiLoaded } from "@/lib/browser/analytics-page-view";
import type { AnalyticsTag } from "@/lib/shared/analytics";
import { AnalyticsPageViews } from "./analytics-page-views";

// The operator's analytics scripts (lib/shared/analytics.ts). lazyOnload: fetched once the page
// has loaded and the browser is idle, so they never compete with the page's own resources for the
// LCP or with hydration for the main thread; the page views recorded before they run wait in each
// provider's queue (Umami has none: umamiLoaded sends them).

export function AnalyticsScripts({ tags }: { tags: AnalyticsTag[] }) {
  if (tags.length === 0) return null;
  return (
    <>
      {tags.map((tag) => (
        <Script
          key={tag.provider}
          id={`analytics-${tag.provider}`}
          src={tag.src}
          strategy="lazyOnload"
          onLoad={tag.provider === "umami" ? umamiLoaded : undefined}
          {...tag.attributes}
        />
      ))}
      <Suspense fallback={null}>
        <AnalyticsPageViews tags={tags} />
      </Suspense>
    </>
  );
}
