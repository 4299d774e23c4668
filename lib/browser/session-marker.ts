import { useSyncExternalStore } from "react";
import { SESSION_MARKER_KEY, SESSION_MARKER_VALUE } from "../shared/storage-keys";
import { browserCookieName } from "./site-cookie-name";

// The readable companion of the HttpOnly token cookie: does this browser hold a session?
// The server's HTML never knows (it is shared), so it renders the visitor's view.

const listeners = new Set<() => void>();

export function hasSessionMarker(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(/;\s*/).includes(`${browserCookieName(SESSION_MARKER_KEY)}=${SESSION_MARKER_VALUE}`);
}

/** Call after the site set or cleared the session cookies (login, logout, a rejected token). */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionMarker(): boolean {
  return useSyncExternalStore(subscribe, hasSessionMarker, () => false);
}
