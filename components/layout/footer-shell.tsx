"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

const FLUSH_FOOTER_PATHS = new Set(["/vip", "/search"]);

// The footer sits 150 px below the content, flush on /vip and /search (as in the official client).
export function footerTopMargin(pathname: string): number {
  return FLUSH_FOOTER_PATHS.has(pathname) ? 0 : 150;
}

export function FooterShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <footer data-testid="site-footer" className="bg-footer" style={{ marginTop: footerTopMargin(pathname) }}>
      {children}
    </footer>
  );
}
