import { rawRequest } from "./raw-http";

// Whether an address serves the page it names: a copy of another view stored under it shows up as a
// canonical link (or, for a course's tabs, a current tab) pointing somewhere else.

function markedCurrent(body: string): string[] {
  return [...body.matchAll(/<a [^>]*aria-current="(?:true|page)"[^>]*>/g)].map(
    (tag) => /href="([^"]+)"/.exec(tag[0])?.[1] ?? "",
  );
}

/** What is wrong with the page served at `address` (nothing: []). */
export async function servesItself(baseUrl: string, address: string): Promise<string[]> {
  const { status, body } = await rawRequest(baseUrl, address);
  const canonical = (/<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? "none").replace(/^https?:\/\/[^/]+/, "");
  const problems: string[] = [];
  if (status !== 200) problems.push(`${address}: status ${status}`);
  // Every tab of a course shares the course's canonical link: the current tab tells them apart.
  const course = address.startsWith("/courses/detail/");
  if (canonical !== (course ? address.split("?")[0] : address)) problems.push(`${address}: canonical ${canonical}`);
  if (course && !markedCurrent(body).includes(address)) {
    problems.push(`${address}: current tab ${markedCurrent(body).join(" ")}`);
  }
  return problems;
}

/** Canonical public addresses that spellings of them (or of other pages) must never replace. */
export const CANONICAL_ADDRESSES = [
  "/courses",
  "/courses/detail/1",
  "/courses/detail/1?tab=4",
  "/announcement?id=1",
  "/",
  "/courses?cid=1",
];

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
