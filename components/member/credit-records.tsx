import type { CreditRecord } from "@/lib/api/member-lists-types";
import { formatChinaDateTime, relativeTime } from "@/lib/shared/relative-time";
import { EmptyState } from "./member-panel";

export function formatCreditSum(sum: number): string {
  return sum > 0 ? `+${sum}` : String(sum);
}

export function CreditRecords({ records, now }: { records: CreditRecord[]; now: Date }) {
  if (records.length === 0) return <EmptyState text="暂无积分明细" />;
  return (
    <ul aria-label="积分明细" className="divide-y divide-gray-100">
      {records.map((record, index) => (
        <li
          key={`${record.createdAt}-${index}`}
          className="flex items-center gap-4 py-3 text-sm max-sm:flex-wrap max-sm:gap-y-1"
        >
          <span className="flex-1 text-gray-800 max-sm:basis-full">{record.remark}</span>
          <span className={record.sum >= 0 ? "text-green-700" : "text-red-600"}>{formatCreditSum(record.sum)}</span>
          <time
            dateTime={record.createdAt}
            title={formatChinaDateTime(record.createdAt)}
            className="w-36 text-right text-xs text-gray-500 max-sm:ml-auto max-sm:w-auto"
          >
            {relativeTime(record.createdAt, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}
