import useSWR from "swr";
import type { PendingAgreements } from "@/lib/api/member-types";
import { routeHref } from "@/lib/shared/routes/route-href";

/** In doubt the member is asked: an answer that cannot be read counts as every agreement published. */
const ALL_PUBLISHED: PendingAgreements = { userAgreement: true, privacyPolicy: true };

async function fetchPublishedAgreements(url: string): Promise<PendingAgreements> {
  try {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) return ALL_PUBLISHED;
    const body = (await response.json()) as Partial<Record<keyof PendingAgreements, unknown>> | null;
    return { userAgreement: body?.userAgreement !== false, privacyPolicy: body?.privacyPolicy !== false };
  } catch {
    return ALL_PUBLISHED;
  }
}

/**
 * Which required agreements the school has published (app/agreements/published), asked only
 * when `wanted`: for a member whose record says something is still to agree to.
 */
export function usePublishedAgreements(wanted: boolean): PendingAgreements | undefined {
  const { data } = useSWR(wanted ? routeHref("published-agreements") : null, fetchPublishedAgreements, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data;
}
