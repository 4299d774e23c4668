import { useCallback } from "react";
import { hasUnreadOnFirstPage } from "@/lib/api/member-lists";
import { useUserStoreApi } from "@/lib/stores/store-provider";

/**
 * MeEdu caches a member's unread count with no lifetime and recounts only after something is marked
 * read, so it says 0 while newer messages wait. When it said 0, the first page of messages (newest
 * first) tells the truth: asked once per page load, and only when the member looks (the user menu,
 * the member centre), so ordinary pages cost no extra call.
 */
export function useUnreadPeek(): () => void {
  const store = useUserStoreApi();
  return useCallback(() => {
    const state = store.getState();
    if (!state.isLogin || state.unreadCount !== 0 || state.unreadConfirmed) return;
    state.confirmUnread(false);
    hasUnreadOnFirstPage()
      .then((hasUnread) => {
        if (hasUnread && store.getState().isLogin) store.getState().confirmUnread(true);
      })
      .catch(() => undefined); // a quiet background look: the dot keeps what the count said
  }, [store]);
}
