"use client";

import { usePathname } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

// Below 1024 px the header's navigation, search and member links fold behind a 菜单 button. At 1024 px
// and up the wrapper is `display: contents`, so they sit in the header row exactly as they always did.
export function HeaderMenu({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Open for the page it was opened on: following a link in the menu closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpenOn(null);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        onKeyDown={closeOnEscape}
        className="ml-auto flex h-10 items-center gap-1.5 rounded-md px-2 text-[15px] text-gray-800 hover:text-primary-ink lg:hidden"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        菜单
      </button>
      <div
        id={panelId}
        onKeyDown={closeOnEscape}
        className={`${open ? "max-lg:flex" : "max-lg:hidden"} max-lg:max-h-[calc(100dvh-3.5rem)] max-lg:basis-full max-lg:flex-col max-lg:gap-3 max-lg:overflow-y-auto max-lg:border-t max-lg:border-gray-100 max-lg:pt-2 max-lg:pb-3 lg:contents`}
      >
        {children}
      </div>
    </>
  );
}
