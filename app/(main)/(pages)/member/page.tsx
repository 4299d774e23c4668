import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountInfo } from "@/components/member/account-info";
import { AccountTabs } from "@/components/member/account-tabs";
import { MemberCard } from "@/components/member/member-card";
import { SocialBindReturn } from "@/components/member/social-bind-return";
import { VerifyPanel } from "@/components/member/verify-panel";
import { memberProfileOf } from "@/lib/api/account";
import { firstParam, type SearchParams } from "@/lib/shared/search-params";
import { loadMemberDetail, loadMemberRecord, loadSystemConfig } from "@/lib/server/bootstrap";
import { loadForMember } from "@/lib/server/member-data";

export const metadata: Metadata = { title: "用户中心" };

export default async function MemberPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const tab = firstParam((await searchParams).tab) === "verify" ? "verify" : "info";
  const [config, { user, profile }] = await Promise.all([
    loadSystemConfig(),
    loadForMember(tab === "verify" ? "/member?tab=verify" : "/member", async (token) => {
      const [user, raw] = await Promise.all([loadMemberDetail(token), loadMemberRecord(token)]);
      return { user, profile: memberProfileOf(raw) };
    }),
  ]);
  return (
    <>
      <h1 className="sr-only">用户中心</h1>
      <MemberCard user={user} />
      <section className="mt-6 rounded-lg bg-white p-6 shadow-sm max-sm:mt-4 max-sm:p-4">
        <AccountTabs active={tab} />
        {tab === "verify" ? (
          <VerifyPanel
            verified={user.is_face_verify}
            profile={profile}
            enabled={config?.member.enabled_face_verify === true}
          />
        ) : (
          <AccountInfo
            user={user}
            socialites={{ qq: config?.socialites.qq === 1, wechat: config?.socialites.wechat_oauth === 1 }}
          />
        )}
      </section>
      <Suspense fallback={null}>
        <SocialBindReturn />
      </Suspense>
    </>
  );
}
