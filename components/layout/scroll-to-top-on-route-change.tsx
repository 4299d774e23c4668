import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Spec: the page scrolls to the top on every route change: when the address's path changes. Not
 * when only its query does (a course's tabs, a list's filters keep their place). The path is read
 * from the address bar: for a public page usePathname may name the internal view route the
 * middleware rewrote it to, which changes with the query.
 */
export function ScrollToTopOnRouteChange() {
  const navigation = usePathname(); // changes with every navigation
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const path = window.location.pathname;
    if (shownPath.current !== null && shownPath.current !== path) window.scrollTo(0, 0);
    shownPath.current = path;
  }, [navigation]);
  return null;
}
