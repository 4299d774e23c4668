import { useEffect } from "react";
import { saveMsv, setBindMobilePending, setFaceCheckPending } from "@/lib/browser/auth-storage";
import { needsFaceVerify, needsMobileBind } from "@/lib/shared/pending-checks";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";
import { useBrowserParams } from "./use-browser-params";

// Keeps the browser's pending-check flags in line with the loaded member, and stores ?msv= (the inviter id).
export function SessionSync() {
  const user = useUserStore((state) => state.user);
  const config = useSystemStore((state) => state.config);
  const msv = useBrowserParams().get("msv");

  useEffect(() => {
    if (!user) return;
    setBindMobilePending(needsMobileBind(user, config));
    setFaceCheckPending(needsFaceVerify(user, config));
  }, [user, config]);

  useEffect(() => {
    if (msv) saveMsv(msv);
  }, [msv]);

  return null;
}
