import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { fetchMemberDetail } from "@/lib/api/member";
import { useSystemStore, useUserStoreApi } from "@/lib/stores/store-provider";

/** After an account change: reload the member into the store (header avatar/name) and re-render the page. */
export function useMemberRefresh(): () => Promise<void> {
  const router = useRouter();
  const store = useUserStoreApi();
  const origin = useSystemStore((state) => state.config?.url ?? "");
  return useCallback(async () => {
    try {
      const user = await fetchMemberDetail(origin);
      store.setState({ user });
    } catch {
      // The page refresh below still shows the server's view.
    }
    router.refresh();
  }, [origin, router, store]);
}
