import type { AnalyticsTag } from "@/lib/shared/analytics";

// Page views, sent by the site itself through each provider's documented command interface, so
// that each carries the path only (never the query or fragment: a login code, an inviter's msv) and
// each App Router navigation counts once. The providers' own automatic page views are off
// (lib/shared/analytics.ts, and below), or the first load would count twice.

interface UmamiPayload {
  url?: string;
  referrer?: string;
  [name: string]: unknown;
}

declare global {
  interface Window {
    /** 百度统计's command queue (hm.js replaces it with its own object that has push). */
    _hmt?: { push(...commands: unknown[][]): unknown };
    /** gtag.js's command queue. */
    dataLayer?: unknown[];
    /** Umami's tracker, present once script.js has run. */
    umami?: { track(payload: (props: UmamiPayload) => UmamiPayload): unknown };
  }
}

export interface PageView {
  /** The path alone, e.g. /courses/detail/1. */
  path: string;
  /** The page's address without query or fragment. */
  location: string;
  /** The previous page's address (or the referring page's, on the first), without query or fragment. */
  referrer: string;
}

// gtag.js reads each command as the arguments object Google's snippet pushes, not as an array.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function gtag(...command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

const started = new Set<string>();
/** Umami views sent before script.js has run; sent by umamiLoaded(). */
const umamiWaiting: PageView[] = [];

function sendUmami(view: PageView): void {
  window.umami?.track((props) => ({ ...props, url: view.path, referrer: view.referrer }));
}

const SENDERS: Record<AnalyticsTag["provider"], (tag: AnalyticsTag, view: PageView) => void> = {
  baidu: (tag, view) => {
    window._hmt ??= [];
    if (!started.has(tag.src)) window._hmt.push(["_setAutoPageview", false]);
    window._hmt.push(["_trackPageview", view.path]);
  },
  ga4: (tag, view) => {
    if (!started.has(tag.src)) {
      gtag("js", new Date());
      gtag("config", tag.id, {
        send_page_view: false,
        page_location: view.location,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      });
    }
    gtag("event", "page_view", {
      send_to: tag.id,
      page_location: view.location,
      page_path: view.path,
      page_referrer: view.referrer,
    });
  },
  umami: (_tag, view) => {
    if (window.umami) sendUmami(view);
    else umamiWaiting.push(view);
  },
};

export function sendPageView(tags: readonly AnalyticsTag[], view: PageView): void {
  for (const tag of tags) {
    SENDERS[tag.provider](tag, view);
    started.add(tag.src);
  }
}

/** script.js has run: the views recorded before it are sent now, in order. */
export function umamiLoaded(): void {
  for (const view of umamiWaiting.splice(0)) sendUmami(view);
}

/** An address without its query and fragment ("" for none or one that does not parse). */
export function bareAddress(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "";
  }
}
