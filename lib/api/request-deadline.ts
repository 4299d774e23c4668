// Requests time out after 15 s. On the server every read of one render shares a
// single deadline (a page answers within ≈ 15 s however many reads it makes); elsewhere
// each request gets its own. Each request arms its own timer and clears it when done:
// AbortSignal.timeout() would keep every request's objects alive for the full 15 s.

export const REQUEST_TIMEOUT_MS = 15000;

let sharedDeadline: (() => number) | null = null;

/** Installed once by the server (lib/server/render-deadline.ts): the epoch ms a render's reads must end by. */
export function shareDeadlinePerRender(provider: () => number): void {
  sharedDeadline = provider;
}

function deadline(): number {
  return sharedDeadline?.() ?? Date.now() + REQUEST_TIMEOUT_MS;
}

/**
 * Runs `work` with a signal that aborts (name "TimeoutError") when the deadline passes, or
 * after `limitMs` when the caller cannot wait that long.
 */
export async function withinDeadline<T>(work: (signal: AbortSignal) => Promise<T>, limitMs?: number): Promise<T> {
  const controller = new AbortController();
  const end = limitMs === undefined ? deadline() : Math.min(deadline(), Date.now() + limitMs);
  const timer = setTimeout(
    () => controller.abort(new DOMException("请求超时", "TimeoutError")),
    Math.max(0, end - Date.now()),
  );
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
