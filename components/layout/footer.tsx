import type { ReactNode } from "react";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { safeLink } from "@/lib/shared/safe-redirect";
import { FooterShell } from "./footer-shell";

export const COPYRIGHT_YEAR = 2021;

function FilingLink({ text, href: raw }: { text: string; href: string }) {
  if (!text) return null;
  // From the backend: only a plain http(s) address or a path of this site becomes a link.
  const href = safeLink(raw)?.href;
  return (
    <>
      <span aria-hidden className="mx-1">
        •
      </span>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="hover:text-white">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
    </>
  );
}

export async function Footer({ friendlyLinks }: { friendlyLinks?: ReactNode }) {
  const config = await loadSystemConfig();
  return (
    <FooterShell>
      <div className="mx-auto max-w-site px-4 py-10 text-center text-sm text-gray-400">
        {friendlyLinks}
        <p>
          © {COPYRIGHT_YEAR} {config?.name}
          <FilingLink text={config?.icp ?? ""} href={config?.icp_link ?? ""} />
          <FilingLink text={config?.icp2 ?? ""} href={config?.icp2_link ?? ""} />
        </p>
      </div>
    </FooterShell>
  );
}
