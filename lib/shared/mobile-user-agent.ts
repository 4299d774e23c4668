import { UAParser } from "ua-parser-js";
import { boundedMemo } from "./bounded-memo";

// Crawlers get the PC site so that it is indexed, even the ones that announce a
// phone (Googlebot smartphone's UA contains "Mobile").
const CRAWLER = /bot|spider|crawl|slurp/i;

/** Parsing a user agent costs more than serving a cached page; visitors send a few hundred distinct ones. */
const isPhone = boundedMemo(2_000, (ua: string) => new UAParser(ua).getDevice().type === "mobile");

/**
 * True for phones only. Tablets (iPad, Android tablets) keep the desktop site:
 * it fits their screens, and the reference's broad /pad/ match sent them to an
 * H5 made for phones.
 */
export function isMobileUserAgent(ua: string): boolean {
  if (!ua || CRAWLER.test(ua)) return false;
  return isPhone(ua);
}
