import Link from "next/link";

export function CourseBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="面包屑" className="py-5 text-sm text-gray-500">
      <ol className="flex items-center gap-2">
        <li>
          <Link href="/" className="hover:text-primary">
            首页
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Link href="/courses" className="hover:text-primary">
            录播课
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="truncate text-gray-800">
          {title}
        </li>
      </ol>
    </nav>
  );
}
