// State of the route progress bar, fed by Next's router (instrumentation-client.ts) and by the
// bar itself when the new route commits. Lives outside React: the router hook runs before hydration.

export type RouteProgressState = "idle" | "loading" | "finishing";

/** How long the full bar stays to fade out once the route has committed. */
export const FINISH_MS = 300;
/** A navigation that never commits (aborted, or answered by a full page load) must not leave the bar behind. */
export const GIVE_UP_MS = 20_000;

let state: RouteProgressState = "idle";
/** Where the navigation in progress goes (null when none is). */
let target: string | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(next: RouteProgressState, to: string | null, after?: { ms: number; then: () => void }): void {
  if (timer) clearTimeout(timer);
  timer = after ? setTimeout(after.then, after.ms) : null;
  state = next;
  target = to;
  listeners.forEach((listener) => listener());
}

/** The address without its fragment: a hash link or the same address is no navigation. */
function documentAddress(href: string, base: string): string {
  const url = new URL(href, base);
  url.hash = "";
  return url.href;
}

/** A router navigation toward `target` started; ignored when it stays on the current address. */
export function startRouteProgress(target: string, current: string = window.location.href): void {
  const address = documentAddress(target, current);
  if (address === documentAddress(current, current)) return;
  set("loading", address, { ms: GIVE_UP_MS, then: finishRouteProgress });
}

/** The new route committed: fill the bar, then hide it. */
export function finishRouteProgress(): void {
  if (state !== "loading") return;
  set("finishing", null, { ms: FINISH_MS, then: () => set("idle", null) });
}

export function routeProgressState(): RouteProgressState {
  return state;
}

/** The absolute address of the navigation in progress, or null. */
export function routeProgressTarget(): string | null {
  return target;
}

export function subscribeRouteProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
