import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { loadSiteBootstrap } from "@/lib/server/bootstrap";
import { rootMetadata } from "@/lib/server/site-metadata";
import "./globals.css";

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata();
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { config, user, hasUnread, tokenRejected } = await loadSiteBootstrap();
  return (
    <html lang="zh-CN">
      <body className="font-sans">
        <AppProviders
          seed={{ config, user, hasUnread, navs: [] }}
          tokenRejected={tokenRejected}
          browserApiUrl={process.env.MEEDU_BROWSER_API_URL || null}
        >
          {children}
        </AppProviders>
      </body>
    </html>
  );
}
