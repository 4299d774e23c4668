import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AnalyticsScripts } from "@/components/analytics/analytics-scripts";
import { AppProviders } from "@/components/providers/app-providers";
import { SessionHint } from "@/components/providers/session-hint";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { analyticsTags } from "@/lib/shared/analytics";
import { siteEnv } from "@/lib/shared/env";
import { rootMetadata } from "@/lib/server/site-metadata";
import "./globals.css";

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata();
}

// Never reads the request: every public page under it is cached and shared. The member
// is loaded in the browser (SessionLoader) or by member pages themselves. The analytics the
// deployment turned on are the same for every visitor (read from the environment at run time).
export default async function RootLayout({ children }: { children: ReactNode }) {
  const config = await loadSystemConfig();
  return (
    <html lang="zh-CN">
      <head>
        <SessionHint />
      </head>
      <body className="font-sans">
        <AppProviders seed={{ config, user: null, navs: [] }}>{children}</AppProviders>
        <AnalyticsScripts tags={analyticsTags(siteEnv().analytics)} />
      </body>
    </html>
  );
}
