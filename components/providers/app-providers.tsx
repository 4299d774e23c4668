"use client";

import { Suspense, type ReactNode } from "react";
import { AgreementPrompt } from "@/components/agreement/agreement-prompt";
import { LazyAuthDialogs } from "@/components/auth/lazy-auth-dialogs";
import { LazyLoginCodeHandler } from "@/components/auth/lazy-login-code-handler";
import { BackToTop } from "@/components/layout/back-to-top";
import { RouteProgressBar } from "@/components/layout/route-progress-bar";
import { ScrollToTopOnRouteChange } from "@/components/layout/scroll-to-top-on-route-change";
import { Toaster } from "@/components/ui/toaster";
import { StoreProvider, type StoreSeed } from "@/lib/stores/store-provider";
import { BrowserApiBridge } from "./browser-api-bridge";
import { SessionLoader } from "./session-loader";
import { SessionSync } from "./session-sync";

export function AppProviders({ seed, children }: { seed: StoreSeed; children: ReactNode }) {
  return (
    <StoreProvider seed={seed}>
      <BrowserApiBridge />
      <SessionLoader />
      <Suspense fallback={null}>
        <SessionSync />
        <LazyLoginCodeHandler />
        <RouteProgressBar />
      </Suspense>
      <ScrollToTopOnRouteChange />
      {children}
      <BackToTop />
      <LazyAuthDialogs />
      <AgreementPrompt />
      <Toaster />
    </StoreProvider>
  );
}
