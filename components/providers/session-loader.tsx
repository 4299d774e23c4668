import { useEffect } from "react";
import { fetchMemberDetail } from "@/lib/api/member";
import { hasSessionMarker, notifySessionChanged } from "@/lib/browser/session-marker";
import { SESSION_HINT_ATTRIBUTE } from "@/lib/shared/storage-keys";
import { useSystemStore, useUserStoreApi } from "@/lib/stores/store-provider";

// Start-up, browser side: pages are the same HTML for everyone, so the member behind
// the session cookie is loaded here, once per page load, and fills in the header and the
// member-specific islands. Visitors without a session cookie cause no request at all.
export function SessionLoader() {
  const userStore = useUserStoreApi();
  const assetOrigin = useSystemStore((state) => state.config?.url ?? "");

  useEffect(() => {
    const settle = () => document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
    if (!hasSessionMarker() || userStore.getState().isLogin) {
      settle();
      return;
    }
    let cancelled = false;
    fetchMemberDetail(assetOrigin, undefined, { background: true })
      .then((user) => {
        // loginAction raises the unread flag: useUnreadCheck asks for the count next.
        if (!cancelled) userStore.getState().loginAction(user);
      })
      .catch(() => {
        // The API refused the token (the /api proxy cleared the cookies) or is unreachable:
        // this page stays the visitor's view.
        if (!cancelled) notifySessionChanged();
      })
      .finally(() => {
        if (!cancelled) settle();
      });
    return () => {
      cancelled = true;
    };
  }, [userStore, assetOrigin]);

  return null;
}
