import { BROWSER_QUERY_PARAMS, ROUTES } from "../../lib/shared/routes/route-registry";
import { rawRequest } from "./raw-http";

// A visitor's own query values (a QQ login_code, an inviter's msv) must never reach a render that is
// stored and served to the next visitor: send each one as a canary to every public page, then read
// every spelling of those pages anonymously.

const SAMPLE_ID = "1";
const CANARY = "CANARY7Q";

const PUBLIC_ROUTES = ROUTES.filter((route) => route.access === "public");

/** Every public page of the registry once, and a query view of each page that has them. */
export const CANARY_PAGES = [
  ...PUBLIC_ROUTES.map((route) => route.path.replace(":id", SAMPLE_ID)),
  "/courses?cid=1",
  "/courses/detail/1?tab=3",
  "/announcement?id=1",
];

/** The cache tags of every page above: revalidating them makes the next request render anew. */
export const CANARY_TAGS = [
  ...new Set(PUBLIC_ROUTES.flatMap((route) => ("tags" in route ? route.tags(SAMPLE_ID) : []))),
];

const withQuery = (address: string, pair: string) => `${address}${address.includes("?") ? "&" : "?"}${pair}`;

/** What an anonymous reader can be handed for `address`: the HTML and the router's payloads. */
const spellings = (address: string): { target: string; headers: Record<string, string> }[] => [
  { target: address, headers: {} },
  { target: withQuery(address, "_rsc=canary1"), headers: { rsc: "1" } },
  { target: withQuery(address, "_rsc=canary2"), headers: { rsc: "1", "next-router-prefetch": "1" } },
];

/** Sends every browser parameter, with a canary value, to every page, as a page load and as a router request. */
export async function sendCanaries(baseUrl: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of CANARY_PAGES) {
    for (const name of BROWSER_QUERY_PARAMS) {
      for (const { target, headers } of spellings(withQuery(address, `${name}=${CANARY}${name}`))) {
        statuses.push((await rawRequest(baseUrl, target, { headers })).status);
      }
    }
    const all = BROWSER_QUERY_PARAMS.map((name) => `${name}=${CANARY}${name}`).join("&");
    statuses.push((await rawRequest(baseUrl, withQuery(address, all))).status);
  }
  return statuses;
}

/** Anonymous reads of every spelling of every page that carry a canary ("address: where"). */
export async function canariesServed(baseUrl: string): Promise<string[]> {
  const found: string[] = [];
  for (const address of CANARY_PAGES) {
    for (const { target, headers } of spellings(address)) {
      const { body, headers: answer } = await rawRequest(baseUrl, target, { headers });
      const where = [body.includes(CANARY) && "body", String(answer.location ?? "").includes(CANARY) && "location"];
      for (const part of where.filter(Boolean)) found.push(`${baseUrl}${target}: ${part}`);
    }
  }
  return found;
}
