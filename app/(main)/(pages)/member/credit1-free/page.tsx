import type { Metadata } from "next";
import Link from "next/link";
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
  { key: "records", label: "我的积分" },
  { key: "rules", label: "明细规则" },
] as const;

// Each tab is its own server render: the member (shared with the layout's read), one records read, the cached config.
export default async function CreditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const tab = firstParam(query.tab) === "rules" ? "rules" : "records";
  const page = positiveIntParam(query.page, 1);
  const hrefFor = (p: number) => `/member/credit1-free${p > 1 ? `?page=${p}` : ""}`;
  const path = tab === "rules" ? "/member/credit1-free?tab=rules" : hrefFor(page);
  const [member, records, rewards] = await loadForMember(path, (token) =>
    Promise.all([
      loadMemberDetail(token),
      tab === "records" ? fetchCreditRecords(token, page) : null,
      tab === "rules" ? fetchCreditRewards() : null,
    ]),
  );

  return (
    <MemberPanel title="我的积分">
      <p className="text-sm text-gray-500">
        积分余额 <strong className="ml-2 text-2xl text-primary-ink">{member.credit1}积分</strong>
      </p>
      <nav aria-label="积分分类" className="mt-6 flex gap-6 border-b border-gray-100">
        {TABS.map((item) => (
          <Link
            prefetch={false}
            key={item.key}
            href={item.key === "rules" ? "/member/credit1-free?tab=rules" : "/member/credit1-free"}
            aria-current={item.key === tab ? "page" : undefined}
            className={`-mb-px border-b-2 pb-2 text-sm ${item.key === tab ? "border-primary text-primary-ink" : "border-transparent text-gray-600"}`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {records && (
        <>
          <CreditRecords records={records.items} now={new Date()} />
          <PaginationLinks page={page} lastPage={records.lastPage} hrefFor={hrefFor} />
        </>
      )}
      {rewards && <CreditRules rewards={rewards} />}
    </MemberPanel>
  );
}
