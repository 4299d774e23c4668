"use client";

import { useEffect, useRef, type ReactNode } from "react";

/** The scrolling lesson column; brings the current lesson into view (without scrolling the page). */
export function CurrentLessonScroller({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    const top = current.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    box.scrollTop = Math.max(0, top - box.clientHeight / 2 + current.offsetHeight / 2);
  }, []);
  return (
    <div ref={ref} className="absolute inset-0 overflow-y-auto">
      {children}
    </div>
  );
}
