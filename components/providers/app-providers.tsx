"use client";

import { Suspense, type ReactNode } from "react";
import { LazyAuthDialogs } from "@/components/auth/lazy-auth-dialogs";
import { LazyLoginCodeHandler } from "@/components/auth/lazy-login-code-handler";
import { BackToTop } from "@/components/layout/back-to-top";
import { ScrollToTopOnRouteChange } from "@/components/layout/scroll-to-top-on-route-change";
import { Toaster } from "@/components/ui/toaster";
import { StoreProvider, type StoreSeed } from "@/lib/stores/store-provider";
import { BrowserApiBridge } from "./browser-api-bridge";
import { SessionSync } from "./session-sync";

interface AppProvidersProps {
  seed: StoreSeed;
  tokenRejected: boolean;
  browserApiUrl: string | null;
  children: ReactNode;
}

export function AppProviders({ seed, tokenRejected, browserApiUrl, children }: AppProvidersProps) {
  return (
    <StoreProvider seed={seed}>
      <BrowserApiBridge browserApiUrl={browserApiUrl} />
      <Suspense fallback={null}>
        <SessionSync tokenRejected={tokenRejected} />
        <LazyLoginCodeHandler />
      </Suspense>
      <ScrollToTopOnRouteChange />
      {children}
      <BackToTop />
      <LazyAuthDialogs />
      <Toaster />
    </StoreProvider>
  );
}
