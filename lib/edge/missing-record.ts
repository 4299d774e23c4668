import { probeRecord } from "../api/record-probe";
import { isOrderNo } from "../shared/order-no";
import { parseRouteId } from "../shared/route-id";
import type { RouteMatch } from "../shared/routes/match-route";
import type { PageRecordKind } from "../shared/routes/route-registry";

// Next renders a notFound() thrown by a page as an empty HTML shell filled in by JavaScript
// (vercel/next.js#62228), so middleware answers an address naming a record the backend does not
// have with the not-found route itself, whose HTML is the page. The page's own notFound() stays
// the fallback (a record deleted within the answer's life here).

const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;
/**
 * How long a page request waits for the answer: the render's one deadline starts after it, so a
 * backend slower than this must not add more (a late backend's first visitors get their 503 page
 * within the deadline). Past it the page decides, and the read goes on to be remembered.
 */
const PROBE_WAIT_MS = 300;
/** How long the read may go on in the background, for the next request. */
const PROBE_TIMEOUT_MS = 3000;

type BackendRecordKind = Exclude<PageRecordKind, "order">;

const known = new Map<string, { missing: boolean; expiresAt: number }>();
const inflight = new Map<string, Promise<boolean>>();

function remember(key: string, missing: boolean): void {
  known.delete(key);
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as string);
  known.set(key, { missing, expiresAt: Date.now() + TTL_MS });
}

/** true: the backend said it has no such record. A backend that cannot answer says nothing (false). */
async function readMissing(kind: BackendRecordKind, id: number, key: string): Promise<boolean> {
  const answer = await probeRecord(kind, id, PROBE_TIMEOUT_MS);
  if (answer === "unknown") return false; // the page shows the outage
  remember(key, answer === "missing");
  return answer === "missing";
}

async function backendLacks(kind: BackendRecordKind, id: number): Promise<boolean> {
  const key = `${kind}:${id}`;
  const entry = known.get(key);
  if (entry && entry.expiresAt > Date.now()) return entry.missing;
  let read = inflight.get(key);
  if (!read) {
    read = readMissing(kind, id, key).finally(() => inflight.delete(key));
    inflight.set(key, read);
  }
  let waited: ReturnType<typeof setTimeout> | undefined;
  const enough = new Promise<boolean>((resolve) => {
    waited = setTimeout(() => resolve(false), PROBE_WAIT_MS);
  });
  return Promise.race([read, enough]).finally(() => clearTimeout(waited));
}

/** Whether the address names a record its page cannot show: no record, a malformed one, an unknown one. */
export async function namesMissingRecord(match: RouteMatch, query: URLSearchParams): Promise<boolean> {
  const record = match.route.record;
  if (!record) return false;
  const raw = record.param ? query.get(record.param) : match.id;
  if (raw === null || raw === "") return !record.optional;
  if (record.kind === "order") return !isOrderNo(raw);
  const id = parseRouteId(raw);
  return id === null || (await backendLacks(record.kind, id));
}
