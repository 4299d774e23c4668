import type { ServerResponse } from "node:http";
import { ANSWER_TIMEOUT_MS } from "../lib/shared/request-limits";

/**
 * An answer not finished in time is given up: its connection is closed instead of held. Next can
 * leave a request unanswered (the upgrade requests it neither serves nor proxies did), and each
 * one held would keep a file descriptor until the process ran out of them.
 */
export function closeWhenOverdue(res: ServerResponse, timeoutMs = ANSWER_TIMEOUT_MS): void {
  const timer = setTimeout(() => res.destroy(), timeoutMs);
  res.once("close", () => clearTimeout(timer));
}
