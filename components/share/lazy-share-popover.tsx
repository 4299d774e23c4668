"use client";

import dynamic from "next/dynamic";

// 分享's popover (Headless UI's Popover, the clipboard and share links) is about 30 KiB of the course
// page's first load (198 against 168 KiB gzip), which Lighthouse's mobile LCP paid for: it loads after
// the page is interactive, its label holding the place meanwhile.
export const LazySharePopover = dynamic(() => import("./share-popover").then((module) => module.SharePopover), {
  ssr: false,
  loading: () => <span className="shrink-0 text-sm text-gray-600">分享</span>,
});
