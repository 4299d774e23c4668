import { UAParser } from "ua-parser-js";

// Crawlers get the PC site so that it is indexed, even the ones that announce a
// phone (Googlebot smartphone's UA contains "Mobile").
const CRAWLER = /bot|spider|crawl|slurp/i;

/** Parsing a user agent costs more than serving a cached page; visitors send a few hundred distinct ones. */
const answers = new Map<string, boolean>();
const MAX_REMEMBERED_AGENTS = 2_000;

/**
 * True for phones only. Tablets (iPad, Android tablets) keep the desktop site:
 * it fits their screens, and the reference's broad /pad/ match sent them to an
 * H5 made for phones.
 */
export function isMobileUserAgent(ua: string): boolean {
  if (!ua || CRAWLER.test(ua)) return false;
  let mobile = answers.get(ua);
  if (mobile === undefined) {
    mobile = new UAParser(ua).getDevice().type === "mobile";
    if (answers.size >= MAX_REMEMBERED_AGENTS) answers.clear();
    answers.set(ua, mobile);
  }
  return mobile;
}

