import Link from "next/link";
import type { ReactNode } from "react";
import { EXTERNAL_LINK_REL, safeLink } from "@/lib/shared/safe-redirect";

const SCHEME_OR_ROOT = /^([a-z][a-z\d+.-]*:|[/\\#])/i;

/** Admin shorthand, as the reference treats it: "www.…" is an https page, a bare "courses/1" a site path. */
function expandShorthand(href: string): string {
  if (/^www\./i.test(href)) return `https://${href}`;
  return SCHEME_OR_ROOT.test(href) ? href : `/${href}`;
}

export function SlideLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const trimmed = href.trim();
  const link = trimmed ? safeLink(expandShorthand(trimmed)) : null;
  if (!link) return <div className={className}>{children}</div>;
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel={EXTERNAL_LINK_REL}>
        {children}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={link.href} className={className}>
      {children}
    </Link>
  );
}
