"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { takeReloginNotice } from "@/lib/browser/relogin-notice";

// Shows the 请重新登录 of the page a 401 sent here: a toast on that page would die with it.
export function ReloginNotice() {
  useEffect(() => {
    const message = takeReloginNotice();
    if (message) toast.error(message);
  }, []);
  return null;
}
