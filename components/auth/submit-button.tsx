import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";

/** Full-width primary submit button; disabled while the request is in flight. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy ? true : undefined}
      className="mt-1 flex h-11 w-full items-center justify-center gap-2 rounded bg-primary-ink text-base text-white transition-colors hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
