import { useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";

interface AccountDialogButtonProps {
  label: string;
  title: string;
  /** Rendered while open; `close` ends the dialog (e.g. after success). */
  children: (close: () => void) => ReactNode;
}

export function AccountDialogButton({ label, title, children }: AccountDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm text-primary-ink hover:underline">
        {label}
      </button>
      <Modal open={open} title={title} onClose={close}>
        {open && children(close)}
      </Modal>
    </>
  );
}
