import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { FriendlyLinks } from "@/components/layout/friendly-links";
import { PageBody } from "@/components/layout/page-body";
import { fetchFriendlyLinks } from "@/lib/api/system";

// Friendly links belong to the home page only, so only this layout fetches them.
export default async function HomeLayout({ children }: { children: ReactNode }) {
  const links = await fetchFriendlyLinks().catch(() => []);
  return (
    <>
      <PageBody>{children}</PageBody>
      <Footer friendlyLinks={<FriendlyLinks links={links} />} />
    </>
  );
}
