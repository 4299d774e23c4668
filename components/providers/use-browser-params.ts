import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { BROWSER_QUERY_PARAMS } from "@/lib/shared/routes/route-registry";
import { replaceAddress } from "@/lib/browser/replace-address";

// A public address never renders with the browser's parameters (login_code, action, msv):
// middleware hands them over in the fragment instead (lib/shared/routes/public-views.ts). Pages
// rendered per request still get them in the query. Scripts read both through useBrowserParams.

const NAMES = new Set<string>(BROWSER_QUERY_PARAMS);
const NONE = new URLSearchParams();

let handedOver: URLSearchParams | undefined;

/** The browser's parameters in the fragment this page was loaded with (read once per page load). */
function fromFragment(): URLSearchParams {
  if (handedOver) return handedOver;
  handedOver = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(window.location.hash.slice(1))) {
    if (NAMES.has(name)) handedOver.set(name, value);
  }
  return handedOver;
}

/** Takes the handed-over values out of the address bar, so a reload or a shared link does not carry them. */
function clearFragment(): void {
  fromFragment();
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (![...fragment.keys()].some((name) => NAMES.has(name))) return;
  for (const name of NAMES) fragment.delete(name);
  const rest = fragment.toString();
  replaceAddress(`${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ""}`);
}

const unchanging = () => () => {};

/** The query merged with what the fragment handed over. Mount inside <Suspense> (it reads the search params). */
export function useBrowserParams(): URLSearchParams {
  const query = useSearchParams();
  const handed = useSyncExternalStore(unchanging, fromFragment, () => NONE);
  useEffect(clearFragment, []);
  return useMemo(() => {
    if (handed.size === 0) return new URLSearchParams(query.toString());
    const merged = new URLSearchParams(query.toString());
    for (const [name, value] of handed) if (!merged.has(name)) merged.set(name, value);
    return merged;
  }, [query, handed]);
}
