import Link from "next/link";

export interface Crumb {
  label: string;
  href: string;
}

const HOME: Crumb = { label: "首页", href: "/" };

// 首页 / …sections / …trail / current. Trail entries and the current page are long titles, so they truncate.
export function Breadcrumb({
  sections = [],
  trail = [],
  current,
}: {
  sections?: Crumb[];
  trail?: Crumb[];
  current: string;
}) {
  return (
    <nav aria-label="面包屑" className="py-5 text-sm text-gray-600 max-sm:py-3">
      <ol className="flex items-center gap-2">
        {[HOME, ...sections].map((crumb) => (
          <CrumbLink key={crumb.href} crumb={crumb} className="max-md:shrink-0" />
        ))}
        {trail.map((crumb) => (
          <CrumbLink key={crumb.href} crumb={crumb} className="min-w-0 truncate" />
        ))}
        <li aria-current="page" className="min-w-0 truncate text-gray-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}

function CrumbLink({ crumb, className }: { crumb: Crumb; className?: string }) {
  return (
    <>
      <li className={className}>
        <Link prefetch={false} href={crumb.href} className="hover:text-primary-ink">
          {crumb.label}
        </Link>
      </li>
      <li aria-hidden>/</li>
    </>
  );
}
