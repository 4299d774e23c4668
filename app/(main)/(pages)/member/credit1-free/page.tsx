import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { CreditRecords } from "@/components/member/credit-records";
import { CreditRules } from "@/components/member/credit-rules";
import { MemberPanel } from "@/components/member/member-panel";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { fetchCreditRecords, fetchCreditRewards } from "@/lib/api/member-lists";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/shared/search-params";
import { loadMemberDetail } from "@/lib/server/bootstrap";
import { loadForMember } from "@/lib/server/member-data";

export const metadata: Metadata = { title: "我的积分" };

const TABS = [
  { key: "balance", label: "我的积分" },
  { key: "rules", label: "明细规则" },
] as const;

const RULES_TAB = "/member/credit1-free?tab=rules";

function CreditSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="text-base font-medium text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

// As the official client: 我的积分 shows the balance; 明细规则 adds the records (积分明细, paged) and
// how points are earned (积分获取). Each tab is its own server render: the member (shared with the
// layout's read) and, on 明细规则, one records read and the cached config.
export default async function CreditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const tab = firstParam(query.tab) === "rules" ? "rules" : "balance";
  const page = positiveIntParam(query.page, 1);
  const hrefFor = (p: number) => `${RULES_TAB}${p > 1 ? `&page=${p}` : ""}`;
  const path = tab === "rules" ? hrefFor(page) : "/member/credit1-free";
  const [member, records, rewards] = await loadForMember(path, (token) =>
    Promise.all([
      loadMemberDetail(token),
      tab === "rules" ? fetchCreditRecords(token, page) : null,
      tab === "rules" ? fetchCreditRewards() : null,
    ]),
  );

  return (
    <MemberPanel title="我的积分">
      <nav aria-label="积分分类" className="flex gap-6 border-b border-gray-100">
        {TABS.map((item) => (
          <Link
            prefetch={false}
            key={item.key}
            href={item.key === "rules" ? RULES_TAB : "/member/credit1-free"}
            aria-current={item.key === tab ? "page" : undefined}
            className={`-mb-px border-b-2 pb-2 text-sm ${item.key === tab ? "border-primary text-primary-ink" : "border-transparent text-gray-600"}`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <p className="mt-6 text-sm text-gray-500">
        我的积分：<strong className="ml-2 text-2xl text-primary-ink">{member.credit1}积分</strong>
      </p>
      {records && (
        <CreditSection title="积分明细">
          <CreditRecords records={records.items} now={new Date()} />
          <PaginationLinks page={page} lastPage={records.lastPage} hrefFor={hrefFor} />
        </CreditSection>
      )}
      {rewards && (
        <CreditSection title="积分获取">
          <CreditRules rewards={rewards} />
        </CreditSection>
      )}
    </MemberPanel>
  );
}
