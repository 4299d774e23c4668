import type { Metadata } from "next";
import { AccountInfo } from "@/components/member/account-info";
import { MemberCard } from "@/components/member/member-card";
import { serverApiOrigin } from "@/lib/api/base-url";
import { fetchMemberDetail } from "@/lib/api/member";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { loadForMember } from "@/lib/server/member-data";

export const metadata: Metadata = { title: "用户中心" };

export default async function MemberPage() {
  const config = await loadSystemConfig();
  const user = await loadForMember("/member", (token) => fetchMemberDetail(config?.url || serverApiOrigin(), token));
  return (
    <>
      <MemberCard user={user} />
      <AccountInfo user={user} />
    </>
  );
}
