import { useState } from "react";
import { reportUnexpectedError } from "@/components/auth/report-error";
import { toast } from "@/components/ui/toast-store";
import { useMemberRefresh } from "./use-member-refresh";

/** One account change at a time: on success a toast and a member reload; on failure the usual error report. */
export function useMemberUpdate() {
  const [busy, setBusy] = useState(false);
  const refresh = useMemberRefresh();
  const run = async (change: () => Promise<unknown>, successMessage: string) => {
    setBusy(true);
    try {
      await change();
      toast.success(successMessage);
      await refresh();
    } catch (error) {
      reportUnexpectedError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
