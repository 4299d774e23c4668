"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { ServiceUnavailable } from "@/components/ui/service-unavailable";

// Error boundary for every page with header and footer (a failing backend call on the server).
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return <ServiceUnavailable onRetry={retry} />;
}
