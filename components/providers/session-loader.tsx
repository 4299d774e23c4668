import { useEffect } from "react";
import { isApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { forgetMember, readRememberedMember } from "@/lib/browser/remembered-member";
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
    // The header shows who was signed in here until the API answers, and on if it cannot.
    userStore.getState().recallMember(readRememberedMember());
    let cancelled = false;
    fetchMemberDetail(assetOrigin).then(
      (user) => {
        if (cancelled) return;
        // loginAction raises the unread flag: useUnreadCheck asks for the count next.
        userStore.getState().loginAction(user);
        settle();
      },
      (error: unknown) => {
        if (cancelled) return;
        // Only a refused token signs the member out: the /api proxy cleared the cookies, and the
        // client said 请重新登录 and went to /login, as a 401 does on any call (spec §8). A busy,
        // unreachable or failing API says nothing about the session: it is unknown, not gone. The
        // guest links stay hidden, the header keeps the remembered member, actions that need the
        // backend say 服务繁忙，请稍后再试, and the next page load asks again (the client reported a
        // busy API already).
        if (isApiError(error) && error.kind === "unauthorized") {
          forgetMember();
          notifySessionChanged();
          settle();
          return;
        }
        userStore.getState().markSessionUnknown();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userStore, assetOrigin]);

  return null;
}
