import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { PageBody } from "@/components/layout/page-body";

export default function PagesLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageBody>{children}</PageBody>
      <Footer />
    </>
  );
}
