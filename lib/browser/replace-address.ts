/**
 * Changes what the address bar shows, nothing else: Next's router follows the native history
 * calls (useSearchParams sees the new query), and no page is fetched or rendered again. For
 * dropping one-time parameters (a login code) so that a reload does not repeat them.
 */
export function replaceAddress(path: string): void {
  window.history.replaceState(null, "", path);
}
