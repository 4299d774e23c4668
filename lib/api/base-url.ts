// Where API calls go. The server talks to MEEDU_API_URL directly; the browser
// talks to /api/ on the site's own origin (proxied to the backend by
// app/api/[...path]/route.ts) unless a run-time override is set.

const DEFAULT_SERVER_API_URL = "http://127.0.0.1:8000";

declare global {
  interface Window {
    meedu_api_url?: string;
  }
}

let browserOverride: string | null = null;

export function setBrowserApiUrl(url: string | null | undefined): void {
  browserOverride = url ? url.replace(/\/+$/, "") : null;
}

export function serverApiOrigin(): string {
  return (process.env.MEEDU_API_URL || DEFAULT_SERVER_API_URL).replace(/\/+$/, "");
}

export function apiBase(): string {
  if (typeof window === "undefined") return `${serverApiOrigin()}/api/`;
  const override = browserOverride ?? window.meedu_api_url?.replace(/\/+$/, "");
  return override ? `${override}/api/` : "/api/";
}
