import type { ReactNode } from "react";
import { Header } from "@/components/layout/header";

// /login has the header but no footer.
export default function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main>{children}</main>
    </>
  );
}
