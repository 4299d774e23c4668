"use client";

import { useRouter } from "next/navigation";
import { MobileBindForm, type MobileBindInput } from "@/components/auth/mobile-bind-form";
import { CONTINUE_DELAY_MS } from "@/components/account/face-check-poller";
import { AUTH_MESSAGES } from "@/components/auth/auth-messages";
import { assignLocation } from "@/components/auth/browser-navigation";
import { toast } from "@/components/ui/toast-store";
import { bindMobile } from "@/lib/api/account-checks";
import { fetchMemberDetail } from "@/lib/api/member";
import { isFaceCheckPending, setBindMobilePending, setFaceCheckPending } from "@/lib/browser/auth-storage";
import { faceCheckPathFor } from "@/lib/shared/pending-check-paths";
import { needsFaceVerify } from "@/lib/shared/pending-checks";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";

/** The /bind-mobile form: bind, clear the flag, then the face check when due, else continue. */
export function BindMobilePanel({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const config = useSystemStore((state) => state.config);
  const loginAction = useUserStore((state) => state.loginAction);

  async function bind(input: MobileBindInput) {
    await bindMobile(input);
    toast.success(AUTH_MESSAGES.bindSuccess);
    setBindMobilePending(false);
    let faceDue = isFaceCheckPending();
    try {
      const user = await fetchMemberDetail(config?.url ?? "");
      loginAction(user);
      faceDue = faceDue || needsFaceVerify(user, config);
    } catch {
      // The bind succeeded; the member is reloaded by the next page anyway.
    }
    if (faceDue) {
      setFaceCheckPending(true);
      router.replace(faceCheckPathFor(redirectTo));
      return;
    }
    // A full load: the client router may still hold a prefetched redirect back to /bind-mobile.
    // The button stays busy meanwhile, so the bind cannot be sent twice.
    await new Promise((resolve) => setTimeout(resolve, CONTINUE_DELAY_MS));
    assignLocation(redirectTo);
  }

  return <MobileBindForm scene="mobile_bind" submitLabel="绑定" onSubmit={bind} />;
}
