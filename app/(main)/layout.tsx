import type { ReactNode } from "react";
import { Header } from "@/components/layout/header";

// Header for every main page; the footer comes from the (home) and (pages) groups,
// because only the home page's footer lists friendly links. The column is at least the screen's
// height and the main area takes what is left, so a short page ends with the footer at the bottom.
export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      {children}
    </div>
  );
}
