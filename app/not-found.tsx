import Link from "next/link";
import { DEFAULT_LOGO } from "@/components/layout/header";
import { loadSystemConfig } from "@/lib/server/bootstrap";

// No robots here: Next writes <meta name="robots" content="noindex"> into every not-found answer itself.
export const metadata = { title: "页面不存在" };

// Every not-found answer is this page (middleware sends an address naming a missing record here):
// without the header, as the spec has it, but with the school's logo and the ways on.
export default async function NotFound() {
  const config = await loadSystemConfig();
  const name = config?.name ?? "";
  const logo = config ? config.logo : DEFAULT_LOGO;
  return (
    <main
      data-testid="not-found-page"
      className="flex min-h-screen flex-col items-center bg-gradient-to-b from-[#eaf5fe] to-white px-4 pb-16 text-center"
    >
      <Link prefetch={false} href="/" className="mt-10 flex items-center" aria-label={name ? `${name}首页` : "首页"}>
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- logo lives on the API host
          <img src={logo} alt={name || "网站标志"} className="h-9 w-auto max-w-[180px] object-contain" />
        ) : (
          <span className="text-xl font-bold text-primary-ink">{name || "首页"}</span>
        )}
      </Link>
      <div className="mt-16 w-full max-w-lg rounded-2xl bg-white px-8 py-12 shadow-sm max-sm:mt-10 max-sm:px-5">
        <svg viewBox="0 0 200 120" className="mx-auto h-28 w-auto" aria-hidden="true">
          <ellipse cx="100" cy="108" rx="70" ry="8" fill="#eaf5fe" />
          <rect x="46" y="18" width="108" height="78" rx="10" fill="#3ca7fa" />
          <rect x="56" y="30" width="88" height="54" rx="4" fill="#fff" />
          <circle cx="84" cy="52" r="5" fill="#3ca7fa" />
          <circle cx="116" cy="52" r="5" fill="#3ca7fa" />
          <path d="M86 72q14-9 28 0" stroke="#3ca7fa" strokeWidth="4" fill="none" strokeLinecap="round" />
          <circle cx="160" cy="24" r="14" fill="#ffb648" />
          <path d="M160 16v9" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <circle cx="160" cy="31" r="2.5" fill="#fff" />
        </svg>
        <p className="mt-6 text-sm font-medium tracking-[0.3em] text-primary-ink">404</p>
        <h1 className="mt-2 text-2xl font-semibold text-gray-900">页面不存在</h1>
        <p className="mt-3 text-gray-500">您访问的页面不存在或已被删除，可以回到首页，或去看看其他课程。</p>
        <div className="mt-8 flex justify-center gap-4 text-sm max-sm:flex-col">
          <Link
            prefetch={false}
            href="/"
            className="rounded-md bg-primary-ink px-6 py-2 text-white hover:bg-primary-dark"
          >
            返回首页
          </Link>
          <Link
            prefetch={false}
            href="/courses"
            className="rounded-md border border-gray-300 px-6 py-2 text-gray-700 hover:border-primary hover:text-primary-ink"
          >
            浏览全部课程
          </Link>
        </div>
      </div>
      {name ? <p className="mt-10 text-xs text-gray-400">{name}</p> : null}
    </main>
  );
}
