import { useEffect } from "react";
import { fetchUnreadCount } from "@/lib/api/member";
import { useUserStore } from "@/lib/stores/store-provider";

// When logged in and the unread flag is set, ask for the count once; 0 clears the dot (until
// useUnreadPeek finds the count out of date).
export function useUnreadCheck(): void {
  const isLogin = useUserStore((state) => state.isLogin);
  const freshUnread = useUserStore((state) => state.freshUnread);
  const asked = useUserStore((state) => state.unreadCount !== null);
  const saveUnreadCount = useUserStore((state) => state.saveUnreadCount);

  useEffect(() => {
    if (!isLogin || !freshUnread || asked) return;
    let cancelled = false;
    fetchUnreadCount()
      .then((count) => {
        if (!cancelled) saveUnreadCount(count);
      })
      .catch(() => undefined); // the dot stays until the next check
    return () => {
      cancelled = true;
    };
  }, [isLogin, freshUnread, asked, saveUnreadCount]);
}
