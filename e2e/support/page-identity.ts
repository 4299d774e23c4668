import { rawRequest } from "./raw-http";

// What makes a public page the page it is: its canonical link and which filter, tab or page is
// marked current. A copy of another view stored under an address shows up as a different identity.

export async function pageIdentity(baseUrl: string, target: string): Promise<string> {
  const { status, body } = await rawRequest(baseUrl, target);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? "none";
  const current = [...body.matchAll(/aria-current="(?:true|page)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const currentBefore = [...body.matchAll(/href="([^"]+)"[^>]*aria-current="(?:true|page)"/g)].map((m) => m[1]);
  const heading = /<h1[^>]*>([^<]*)</.exec(body)?.[1] ?? "";
  return `${status} ${canonical} [${[...current, ...currentBefore].join(" ")}] ${heading}`;
}

/** Canonical public addresses and spellings of them (or of other pages) that must never replace them. */
export const CANONICAL_ADDRESSES = ["/courses", "/courses/detail/1", "/announcement", "/", "/courses?cid=1"];

export const ADDRESS_VARIANTS = [
  // from the outside probe
  "/courses?cid=1#",
  "/courses?nxtPcid=1",
  "/courses?nxtPpage=999",
  "/courses?page=2#x",
  "/courses?scene=free#",
  "/courses/detail/1?tab=3#",
  "/announcement?id=2#",
  // our own: case, encodings, separators, repeats, overlong values, unicode digits, internals
  "/Courses?cid=2",
  "/courses?CID=2",
  "/courses?cid%3D2",
  "/courses?cid=2%23",
  "/courses%3Fcid=2",
  "/courses;cid=2",
  "/courses?cid=2?cid=1",
  "/courses?cid=2&cid=1",
  "/courses?cid=1&cid=2",
  `/courses?page=${"9".repeat(300)}`,
  "/courses?page=%EF%BC%92",
  "/courses?nxtIcid=2",
  "/courses?_rsc=abc",
  "/courses/detail/01?tab=4",
  "/courses/detail/1/tab=4",
  "/courses/catalog/cid=2",
  "/home/index",
  "/announcement?id=02",
  "/?login_code=x&action=login",
];
