import type { MouseEvent } from "react";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { toast } from "@/components/ui/toast-store";
import { BUSY_MESSAGE } from "@/lib/api/errors";
import type { SessionStatus } from "@/lib/stores/session-status";
import { useSessionStatus } from "./use-session-status";
import { useWhenReady } from "./use-when-ready";

/**
 * The click of a link to a page that needs the member: a member follows it; a visitor gets the
 * login dialog in place; while the session is unknown (the API busy) it says so instead; while it
 * is still loading, the click waits for the answer and then does one of these.
 */
export function useMemberNavigation(): { status: SessionStatus; onClick(event: MouseEvent<HTMLAnchorElement>): void } {
  const status = useSessionStatus();
  const showDialog = useAuthDialogStore((state) => state.show);
  const follow = useWhenReady(status !== "loading", (link: HTMLAnchorElement) => {
    if (status === "member") {
      if (link.isConnected) link.click(); // now the link's own navigation
    } else if (status === "visitor") showDialog("login");
    else toast.error(BUSY_MESSAGE);
  });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (status === "member") return; // the link itself
    event.preventDefault();
    follow(event.currentTarget);
  };
  return { status, onClick };
}
