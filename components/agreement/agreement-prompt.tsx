import dynamic from "next/dynamic";
import { useState } from "react";
import { hasPendingAgreements } from "@/lib/api/agreements";
import { useUserStore } from "@/lib/stores/store-provider";

// Loaded only for a member with something to agree to, not with every page.
const AgreementDialog = dynamic(() => import("./agreement-dialog").then((module) => module.AgreementDialog), {
  ssr: false,
});

/**
 * Like the official PC client: whenever the signed-in member's record says they have not agreed
 * to the current user agreement / privacy policy, the agreement dialog covers the page (any page;
 * nothing redirects) until they agree or sign out.
 */
export function AgreementPrompt() {
  const pending = useUserStore((state) => state.user?.pendingAgreements ?? null);
  // Once agreed, not again on this page, even if the backend keeps answering "not agreed"
  // (MeEdu 4.9.27–4.9.30 do so for a type that has no active agreement).
  const [agreed, setAgreed] = useState(false);
  if (agreed || !pending || !hasPendingAgreements(pending)) return null;
  return <AgreementDialog pending={pending} onAgreed={() => setAgreed(true)} />;
}
