import Link from "next/link";
import type { ReactNode } from "react";

const EXTERNAL_LINK = /^(https?:\/\/|www\.)/i;

export function SlideLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  if (!href) return <div className={className}>{children}</div>;
  if (EXTERNAL_LINK.test(href)) {
    const url = href.toLowerCase().startsWith("www.") ? `https://${href}` : href;
    return (
      <a href={url} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={href.startsWith("/") ? href : `/${href}`} className={className}>
      {children}
    </Link>
  );
}
