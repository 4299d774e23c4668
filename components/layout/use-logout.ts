import { useCallback } from "react";
import { toast } from "@/components/ui/toast-store";
import { logout } from "@/lib/api/auth";
import { useUserStoreApi } from "@/lib/stores/store-provider";

export const LOGOUT_REDIRECT_DELAY_MS = 500;

// 已安全退出, clear the session, then go home after 500 ms, so the toast can be read.
export function useLogout(): () => Promise<void> {
  const userStore = useUserStoreApi();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The site's /api proxy clears the session cookies even when the backend fails.
    }
    toast.success("已安全退出");
    userStore.getState().logoutAction();
    // A full load, so the server renders the home page without the old session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    setTimeout(() => window.location.assign("/"), LOGOUT_REDIRECT_DELAY_MS);
  }, [userStore]);
}
