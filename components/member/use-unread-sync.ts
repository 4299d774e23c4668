import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { fetchUnreadCount } from "@/lib/api/member";
import { useUserStore } from "@/lib/stores/store-provider";

/** After marking messages read: clear the header/sidebar dot as soon as nothing unread remains. */
export function useUnreadSync(): (knownNone?: boolean) => Promise<void> {
  const router = useRouter();
  const saveUnreadCount = useUserStore((state) => state.saveUnreadCount);
  return useCallback(
    async (knownNone = false) => {
      // Marking read makes MeEdu recount, so this count is current (unlike its cached first answer).
      if (knownNone) saveUnreadCount(0, true);
      else {
        // Unknown (the API client has reported why): the flag stays as it is.
        const count = await fetchUnreadCount().catch(() => null);
        if (count !== null) saveUnreadCount(count, true);
      }
      router.refresh();
    },
    [router, saveUnreadCount],
  );
}
