import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { configureBrowserApi } from "@/lib/api/client";
import { rememberReloginNotice } from "@/lib/browser/relogin-notice";
import { loginPathFor } from "@/lib/shared/safe-redirect";
import { useUserStoreApi } from "@/lib/stores/store-provider";

// Connects the shared API client to this page's toasts and the 401 → /login redirect.
export function BrowserApiBridge() {
  const userStore = useUserStoreApi();

  useEffect(() => {
    configureBrowserApi({
      onBusinessError: (message) => toast.error(message),
      onBusy: (message) => toast.error(message),
      onUnauthorized: (message) => {
        userStore.getState().logoutAction();
        const { pathname, search } = window.location;
        if (pathname === "/login") {
          toast.error(message);
          return;
        }
        // The toast would die with this page: /login shows it after the redirect.
        rememberReloginNotice(message);
        window.location.assign(loginPathFor(pathname + search));
      },
    });
    return () => configureBrowserApi(null);
  }, [userStore]);

  return null;
}
