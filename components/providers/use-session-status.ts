import { useSessionMarker } from "@/lib/browser/session-marker";
import { sessionStatus, type SessionStatus } from "@/lib/stores/session-status";
import { useUserStore } from "@/lib/stores/store-provider";

/** This page's view of the session (lib/stores/session-status.ts); a visitor in the server's shared HTML. */
export function useSessionStatus(): SessionStatus {
  const isLogin = useUserStore((state) => state.isLogin);
  const sessionUnknown = useUserStore((state) => state.sessionUnknown);
  return sessionStatus({ isLogin, sessionUnknown }, useSessionMarker());
}
