import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";

export default function MainLayout({ children, links }: { children: ReactNode; links: ReactNode }) {
  return (
    <>
      <Header />
      <main className="min-h-[800px]">{children}</main>
      <Footer friendlyLinks={links} />
    </>
  );
}
