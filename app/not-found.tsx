import Link from "next/link";

// No robots here: Next writes <meta name="robots" content="noindex"> into every not-found answer itself.
export const metadata = { title: "页面不存在" };

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-white px-4 text-center">
      <p className="text-7xl font-bold text-primary-ink">404</p>
      <h1 className="text-xl font-semibold">页面不存在</h1>
      <p className="text-gray-500">您访问的页面不存在或已被删除。</p>
      <Link prefetch={false} href="/" className="rounded-md bg-primary-ink px-6 py-2 text-white hover:bg-primary-dark">
        返回首页
      </Link>
    </main>
  );
}
