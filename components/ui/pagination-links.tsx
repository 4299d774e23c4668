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
const linkClass = `${itemClass} border-gray-200 bg-white hover:border-primary hover:text-primary-ink`;

/** 上一页 / 下一页: a link, or shown disabled at either end. */
function StepLink({ label, rel, href }: { label: string; rel: "prev" | "next"; href: string | null }) {
  if (href === null) {
    return (
      <span role="link" aria-disabled="true" className={`${itemClass} border-gray-100 text-gray-400`}>
        {label}
      </span>
    );
  }
  return (
    <Link prefetch={false} href={href} rel={rel} className={linkClass}>
      {label}
    </Link>
  );
}

export function PaginationLinks({ page, lastPage, hrefFor }: PaginationLinksProps) {
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label="分页"
      className="mt-10 flex items-center justify-center gap-2 max-sm:mt-6 max-sm:flex-wrap max-sm:gap-1.5"
    >
      <StepLink
        label="上一页"
        rel="prev"
        // Past the end (an old link, a typed number), the way back is the last page with content.
        href={page > 1 ? hrefFor(Math.min(page - 1, lastPage)) : null}
      />
      {pageSlots(page, lastPage).map((slot) =>
        typeof slot === "number" ? (
          <Link
            prefetch={false}
            key={slot}
            href={hrefFor(slot)}
            aria-label={`第 ${slot} 页`}
            aria-current={slot === page ? "page" : undefined}
            className={slot === page ? `${itemClass} border-primary-ink bg-primary-ink text-white` : linkClass}
          >
            {slot}
          </Link>
        ) : (
          <span key={slot} aria-hidden className="px-1 text-gray-500">
            …
          </span>
        ),
      )}
      <StepLink label="下一页" rel="next" href={page < lastPage ? hrefFor(page + 1) : null} />
    </nav>
  );
}
