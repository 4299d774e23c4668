"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { takeReloginFlag, takeReloginNotice } from "@/lib/browser/relogin-notice";

// Shows the 请重新登录 of the page a 401 sent here: a toast on that page would die with it.
// A member page whose server render met a refused token sends ?relogin=1 instead.
export function ReloginNotice() {
  useEffect(() => {
    const stored = takeReloginNotice();
    const flagged = takeReloginFlag();
    const message = stored ?? flagged;
    if (message) toast.error(message);
  }, []);
  return null;
}
