import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { saveMsv, setBindMobilePending, setFaceCheckPending } from "@/lib/browser/auth-storage";
import { needsFaceVerify, needsMobileBind } from "@/lib/shared/pending-checks";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";

// Keeps the browser's pending-check flags in line with the loaded member, and stores ?msv= (the inviter id).
export function SessionSync() {
  const user = useUserStore((state) => state.user);
  const config = useSystemStore((state) => state.config);
  const searchParams = useSearchParams();
  const msv = searchParams.get("msv");

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
