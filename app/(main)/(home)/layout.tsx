import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { FriendlyLinks } from "@/components/layout/friendly-links";
import { PageBody } from "@/components/layout/page-body";
import { fetchFriendlyLinks } from "@/lib/api/system";
import { logSoftFailure } from "@/lib/shared/soft-failure";

// Friendly links belong to the home page only, so only this layout fetches them.
export default async function HomeLayout({ children }: { children: ReactNode }) {
  const links = await fetchFriendlyLinks().catch((error: unknown) => {
    logSoftFailure("读取友情链接", error, "不显示友情链接");
    return [];
  });
  return (
    <>
      <PageBody>{children}</PageBody>
      <Footer friendlyLinks={<FriendlyLinks links={links} />} />
    </>
  );
}
