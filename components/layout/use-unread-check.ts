import { useEffect } from "react";
import { fetchUnreadCount } from "@/lib/api/member";
import { useUserStore } from "@/lib/stores/store-provider";

// When logged in and the unread flag is set, ask for the count; 0 clears the dot.
export function useUnreadCheck(): void {
  const isLogin = useUserStore((state) => state.isLogin);
  const freshUnread = useUserStore((state) => state.freshUnread);
  const saveUnread = useUserStore((state) => state.saveUnread);

  useEffect(() => {
    if (!isLogin || !freshUnread) return;
    let cancelled = false;
    fetchUnreadCount()
      .then((count) => {
        if (!cancelled && count === 0) saveUnread(false);
      })
      .catch(() => undefined); // the dot stays until the next check
    return () => {
      cancelled = true;
    };
  }, [isLogin, freshUnread, saveUnread]);
}
