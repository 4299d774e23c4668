import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { fetchUnreadCount } from "@/lib/api/member";
import { useUserStore } from "@/lib/stores/store-provider";

/** After marking messages read: clear the header/sidebar dot as soon as nothing unread remains. */
export function useUnreadSync(): (knownNone?: boolean) => Promise<void> {
  const router = useRouter();
  const saveUnread = useUserStore((state) => state.saveUnread);
  return useCallback(
    async (knownNone = false) => {
      if (knownNone) saveUnread(false);
      else {
        // Unknown (the API client has reported why): the flag stays as it is.
        const count = await fetchUnreadCount().catch(() => null);
        if (count !== null) saveUnread(count > 0);
      }
      router.refresh();
    },
    [router, saveUnread],
  );
}
