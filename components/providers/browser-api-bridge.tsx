"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { setBrowserApiUrl } from "@/lib/api/base-url";
import { configureBrowserApi } from "@/lib/api/client";
import { getToken } from "@/lib/auth-storage";
import { loginPathFor } from "@/lib/safe-redirect";
import { useUserStoreApi } from "@/lib/stores/store-provider";

// Connects the shared API client to this page's toasts, token and login redirect (spec §8).
export function BrowserApiBridge({ browserApiUrl }: { browserApiUrl: string | null }) {
  const userStore = useUserStoreApi();

  useEffect(() => {
    setBrowserApiUrl(browserApiUrl);
    configureBrowserApi({
      getToken,
      onBusinessError: (message) => toast.error(message),
      onUnauthorized: (message) => {
        toast.error(message);
        userStore.getState().logoutAction();
        const { pathname, search } = window.location;
        if (pathname !== "/login") window.location.assign(loginPathFor(pathname + search));
      },
    });
    return () => configureBrowserApi(null);
  }, [browserApiUrl, userStore]);

  return null;
}
