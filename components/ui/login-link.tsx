import type { MouseEvent, ReactNode } from "react";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { loginPathFor } from "@/lib/shared/safe-redirect";

interface LoginLinkProps {
  /** Where /login returns to when JavaScript is off. */
  returnTo: string;
  className?: string;
  children: ReactNode;
}

// Opens the login dialog; without JavaScript it is a plain link to /login?redirect=….
export function LoginLink({ returnTo, className, children }: LoginLinkProps) {
  const show = useAuthDialogStore((state) => state.show);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    show("login");
  };
  return (
    <a href={loginPathFor(returnTo)} onClick={open} className={className}>
      {children}
    </a>
  );
}
