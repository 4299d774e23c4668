import "server-only";
import { serverApiOrigin } from "@/lib/api/base-url";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/api/cache-policy";
import type { PendingAgreements } from "@/lib/api/member-types";
import { withinDeadline } from "@/lib/api/request-deadline";
import { readThroughSharedCache } from "@/lib/api/shared-read-cache";
import { agreementPageHasText } from "./agreement-page-text";

/** Per required agreement type: whether the school has one published (the same shape as what is pending). */
export type PublishedAgreements = PendingAgreements;

/** MeEdu's pages showing the active agreement of each required type. */
const AGREEMENT_PAGES = { userAgreement: "/user/protocol", privacyPolicy: "/user/private_protocol" } as const;

async function pageHasText(path: string): Promise<boolean> {
  const html = await withinDeadline(async (signal) => {
    const response = await fetch(`${serverApiOrigin()}${path}`, { signal, cache: "no-store" });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  });
  return agreementPageHasText(html);
}

/**
 * Which required agreements the school has published. MeEdu 4.9.27–4.9.30 report a type with no
 * active agreement as not agreed, forever (agreeing records nothing for it): a member would be
 * asked on every page. There is no API for "is one active", but MeEdu's agreement page shows the
 * active agreement's text and nothing without one. A page that cannot be read counts as published:
 * in doubt the member is asked.
 */
export async function loadPublishedAgreements(): Promise<PublishedAgreements> {
  const read = (path: string) =>
    readThroughSharedCache(`agreement-page:${path}`, () => pageHasText(path), {
      revalidate: PUBLIC_READ_SECONDS,
      tags: [CACHE_TAGS.config],
    }).catch(() => true);
  const [userAgreement, privacyPolicy] = await Promise.all([
    read(AGREEMENT_PAGES.userAgreement),
    read(AGREEMENT_PAGES.privacyPolicy),
  ]);
  return { userAgreement, privacyPolicy };
}
