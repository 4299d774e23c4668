import Link from "next/link";

export interface FilterOption {
  key: string;
  label: string;
  href: string;
  active: boolean;
}

export function FilterRow({ label, options }: { label: string; options: FilterOption[] }) {
  return (
    <div className="flex items-start gap-4 py-2 max-sm:gap-2">
      <span className="w-12 shrink-0 py-1 text-sm text-gray-500 max-sm:w-9">{label}</span>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              prefetch={false}
              href={option.href}
              aria-current={option.active ? "true" : undefined}
              className={`inline-block rounded px-3 py-1 text-sm ${option.active ? "bg-primary-ink text-white" : "text-gray-700 hover:text-primary-ink"}`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
