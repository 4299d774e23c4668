"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { takeReloginFlag, takeReloginNotice } from "@/lib/browser/relogin-notice";
import { notifySessionChanged } from "@/lib/browser/session-marker";
import { useSystemStore, useUserStoreApi } from "@/lib/stores/store-provider";

// Shows the 请重新登录 of the page a 401 sent here: a toast on that page would die with it.
// A member page whose server render met a refused token sends ?relogin=1 instead. That render
// could not touch this tab: reached by an in-app navigation, the tab still holds the member and
// the cookie. Both go now, as on any 401: the member leaves the store, and a background read of
// the member record lets the /api proxy drop the refused cookie (it does so on MeEdu's 401).
export function ReloginNotice() {
  const userStore = useUserStoreApi();
  const assetOrigin = useSystemStore((state) => state.config?.url ?? "");

  useEffect(() => {
    const stored = takeReloginNotice();
    const flagged = takeReloginFlag();
    const message = stored ?? flagged;
    if (message) toast.error(message);
    if (!flagged) return;
    userStore.getState().logoutAction();
    fetchMemberDetail(assetOrigin, undefined, { background: true }).then(
      // Accepted after all (the server's refusal was momentary): the member continues.
      (user) => userStore.getState().loginAction(user),
      (error: unknown) => {
        if (isApiError(error) && error.kind === "unauthorized") notifySessionChanged();
      },
    );
  }, [userStore, assetOrigin]);
  return null;
}
