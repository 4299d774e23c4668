"use client";

import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import type { ReactNode } from "react";
import { ShareQr } from "./share-qr";

export interface QrPopoverProps {
  /** The button's text, also the panel's name. */
  label: string;
  /** What the QR code encodes. */
  url: string;
  qrAlt: string;
  /** The line under the code: what to do with it. */
  caption: string;
  children?: ReactNode;
}

/** A button opening a panel with a QR code of `url` (分享, 手机继续看): keyboard usable, Escape closes it. */
export function QrPopover({ label, url, qrAlt, caption, children }: QrPopoverProps) {
  return (
    <Popover className="relative shrink-0">
      <PopoverButton className="text-sm text-gray-600 hover:text-primary-ink data-[open]:text-primary-ink">
        {label}
      </PopoverButton>
      <PopoverPanel
        role="dialog"
        aria-label={label}
        className="absolute top-full right-0 z-40 mt-2 w-64 rounded-lg bg-white p-4 text-sm shadow-lg ring-1 ring-black/5"
      >
        <ShareQr url={url} alt={qrAlt} />
        <p className="mt-2 text-center text-xs text-gray-500">{caption}</p>
        {children}
      </PopoverPanel>
    </Popover>
  );
}
