import dynamic from "next/dynamic";
import { useState } from "react";
import { dueAgreements, hasPendingAgreements } from "@/lib/api/agreements";
import { useUserStore } from "@/lib/stores/store-provider";
import { usePublishedAgreements } from "./use-published-agreements";

// Loaded only for a member with something to agree to, not with every page.
const AgreementDialog = dynamic(() => import("./agreement-dialog").then((module) => module.AgreementDialog), {
  ssr: false,
});

/**
 * Like the official PC client: whenever the signed-in member's record says they have not agreed
 * to the current user agreement / privacy policy, the agreement dialog covers the page (any page;
 * nothing redirects) until they agree or sign out. Only agreements the school has published count.
 */
export function AgreementPrompt() {
  const pending = useUserStore((state) => state.user?.pendingAgreements ?? null);
  // Once agreed, not again on this page, even if the backend keeps answering "not agreed".
  const [agreed, setAgreed] = useState(false);
  const asking = !agreed && pending !== null && hasPendingAgreements(pending);
  const published = usePublishedAgreements(asking);
  if (!asking || !published) return null;
  const due = dueAgreements(pending, published);
  if (!hasPendingAgreements(due)) return null;
  return <AgreementDialog pending={due} onAgreed={() => setAgreed(true)} />;
}
