"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { takeReloginNotice } from "@/lib/browser/relogin-notice";

// Spec §8: the 请重新登录 of the page that was sent here, shown where the member sees it.
export function ReloginNotice() {
  useEffect(() => {
    const message = takeReloginNotice();
    if (message) toast.error(message);
  }, []);
  return null;
}
