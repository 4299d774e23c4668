import type { ReactNode } from "react";
import { Header } from "@/components/layout/header";

// Header for every main page; the footer comes from the (home) and (pages) groups,
// because only the home page's footer lists friendly links.
export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      {children}
    </>
  );
}
