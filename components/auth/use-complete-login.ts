import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { setBindMobilePending, setFaceCheckPending } from "@/lib/browser/auth-storage";
import { notifySessionChanged } from "@/lib/browser/session-marker";
import { fetchMemberDetail } from "@/lib/api/member";
import type { User } from "@/lib/api/member-types";
import { needsFaceVerify, needsMobileBind } from "@/lib/shared/pending-checks";
import { safeRedirectPath } from "@/lib/shared/safe-redirect";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";
import { useAuthDialogStore } from "./auth-dialog-store";
import { assignLocation, reloadPage } from "./browser-navigation";
import { reportUnexpectedError } from "./report-error";

/** Pages where a login continues to the `redirect` query value instead of reloading. */
export const LOGIN_PATHS = ["/login", "/login/callback"];

export interface CompleteLoginOptions {
  /** Elsewhere than the login pages, go here (full load) instead of reloading the page. */
  elsewhere?: string;
}

/**
 * Finishes a login once the /api proxy has stored the session cookie: load the member,
 * record pending checks, update the store, close the dialog and navigate.
 * Resolves false when the member could not be loaded (the session is kept).
 */
export function useCompleteLogin(): (options?: CompleteLoginOptions) => Promise<boolean> {
  const router = useRouter();
  const config = useSystemStore((state) => state.config);
  const loginAction = useUserStore((state) => state.loginAction);
  const closeDialog = useAuthDialogStore((state) => state.close);

  return useCallback(
    async (options: CompleteLoginOptions = {}) => {
      notifySessionChanged();
      let user: User;
      try {
        user = await fetchMemberDetail(config?.url ?? "");
      } catch (error) {
        reportUnexpectedError(error);
        return false;
      }
      setBindMobilePending(needsMobileBind(user, config));
      setFaceCheckPending(needsFaceVerify(user, config));
      loginAction(user);
      closeDialog();
      // Read at call time (not via useSearchParams) so the dialogs never force
      // statically rendered pages into a Suspense/client-rendering bail-out.
      const { pathname, search } = window.location;
      if (LOGIN_PATHS.includes(pathname)) {
        router.replace(safeRedirectPath(new URLSearchParams(search).get("redirect")));
      } else if (options.elsewhere) {
        assignLocation(options.elsewhere);
      } else {
        reloadPage();
      }
      return true;
    },
    [config, loginAction, closeDialog, router],
  );
}
