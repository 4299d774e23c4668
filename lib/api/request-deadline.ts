// Spec §9: requests time out after 15 s. On the server every read of one render shares a
// single deadline (a page answers within ≈ 15 s however many reads it makes); elsewhere
// each request gets its own.

export const REQUEST_TIMEOUT_MS = 15000;

let sharedDeadline: (() => AbortSignal) | null = null;

/** Installed once by the server (lib/server/render-deadline.ts). */
export function shareDeadlinePerRender(provider: () => AbortSignal): void {
  sharedDeadline = provider;
}

export function requestDeadline(): AbortSignal {
  return sharedDeadline?.() ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
}
