import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

export interface ModalProps {
  open: boolean;
  title: string;
  /** Keep the title for screen readers only (e.g. when tabs act as the visible heading). */
  hideTitle?: boolean;
  /** The 关闭 button and Escape. */
  onClose: () => void;
  children: ReactNode;
}

// Escape closes, as the official client's dialogs do (antd's keyboard default). A click beside the
// box must not (a stray click would lose a half-filled form; spec: the login dialog is "not closable
// by clicking outside"): the panel Headless UI measures "outside" against fills the screen, and
// the white box sits inside it, so there is no outside to click.
export function Modal({ open, title, hideTitle = false, onClose, children }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/45" />
      <DialogPanel className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        {/* 500 px wide (the spec's dialogs); narrower screens get their full width. */}
        <div className="relative w-[500px] max-w-full rounded-lg bg-white px-8 pb-8 pt-6 shadow-xl max-sm:px-5 max-sm:pb-6">
          <DialogTitle className={hideTitle ? "sr-only" : "mb-6 text-lg font-medium text-gray-900"}>
            {title}
          </DialogTitle>
          {children}
          {/* Last in DOM order so the dialog's initial focus lands on the form, not on close. */}
          <button
            type="button"
            aria-label="关闭"
            onClick={onClose}
            className="absolute right-4 top-4 flex h-8 w-8 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-600"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
