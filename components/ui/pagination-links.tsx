import Link from "next/link";

// Server-rendered pagination: every page is a real link (crawlable, works without JS).

type PageSlot = number | "gap-start" | "gap-end";

export function pageSlots(page: number, lastPage: number, around = 2): PageSlot[] {
  const slots: PageSlot[] = [];
  for (let p = 1; p <= lastPage; p++) {
    if (p === 1 || p === lastPage || Math.abs(p - page) <= around) slots.push(p);
    else if (p < page && slots.at(-1) !== "gap-start") slots.push("gap-start");
    else if (p > page && slots.at(-1) !== "gap-end") slots.push("gap-end");
  }
  return slots;
}

interface PaginationLinksProps {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}

const itemClass = "flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm";

export function PaginationLinks({ page, lastPage, hrefFor }: PaginationLinksProps) {
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label="分页"
      className="mt-10 flex items-center justify-center gap-2 max-sm:mt-6 max-sm:flex-wrap max-sm:gap-1.5"
    >
      {page > 1 ? (
        <Link
          prefetch={false}
          // Past the end (an old link, a typed number), the way back is the last page with content.
          href={hrefFor(Math.min(page - 1, lastPage))}
          rel="prev"
          className={`${itemClass} border-gray-200 bg-white hover:border-primary hover:text-primary-ink`}
        >
          上一页
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={`${itemClass} border-gray-100 text-gray-400`}>
          上一页
        </span>
      )}
      {pageSlots(page, lastPage).map((slot) =>
        typeof slot === "number" ? (
          <Link
            prefetch={false}
            key={slot}
            href={hrefFor(slot)}
            aria-label={`第 ${slot} 页`}
            aria-current={slot === page ? "page" : undefined}
            className={`${itemClass} ${slot === page ? "border-primary-ink bg-primary-ink text-white" : "border-gray-200 bg-white hover:border-primary hover:text-primary-ink"}`}
          >
            {slot}
          </Link>
        ) : (
          <span key={slot} aria-hidden className="px-1 text-gray-500">
            …
          </span>
        ),
      )}
      {page < lastPage ? (
        <Link
          prefetch={false}
          href={hrefFor(page + 1)}
          rel="next"
          className={`${itemClass} border-gray-200 bg-white hover:border-primary hover:text-primary-ink`}
        >
          下一页
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={`${itemClass} border-gray-100 text-gray-400`}>
          下一页
        </span>
      )}
    </nav>
  );
}
