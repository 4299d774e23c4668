import type { Metadata } from "next";
import Link from "next/link";
import { firstParam, type SearchParams } from "@/lib/shared/search-params";

export const metadata: Metadata = { title: "出错了", robots: { index: false } };

const FALLBACK_MESSAGE = "操作失败，请稍后再试";

interface ErrorPageProps {
  searchParams: Promise<SearchParams>;
}

// Also the failure return of third-party login (f_url): the message arrives as login_err_msg.
// React escapes it: it is shown as text, never as HTML.
export default async function ErrorPage({ searchParams }: ErrorPageProps) {
  const params = await searchParams;
  const message = (firstParam(params.msg) || firstParam(params.login_err_msg)).slice(0, 200) || FALLBACK_MESSAGE;
  return (
    <div className="mx-auto flex max-w-site flex-col items-center px-4 py-24 text-center">
      <svg viewBox="0 0 120 120" className="h-32 w-32" aria-hidden="true">
        <circle cx="60" cy="60" r="54" fill="#eaf5fe" />
        <circle cx="60" cy="60" r="36" fill="#3ca7fa" />
        <path d="M60 40v26" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
        <circle cx="60" cy="80" r="5" fill="#fff" />
      </svg>
      <h1 className="mt-8 text-xl font-medium text-gray-900">出错了</h1>
      <p className="mt-3 max-w-xl break-words text-gray-600" data-testid="error-message">
        {message}
      </p>
      <div className="mt-8 flex gap-4 text-sm">
        <Link
          prefetch={false}
          href="/"
          className="rounded border border-gray-300 px-6 py-2 text-gray-700 hover:border-primary hover:text-primary-ink"
        >
          返回首页
        </Link>
        <Link
          prefetch={false}
          href="/login"
          className="rounded bg-primary-ink px-6 py-2 text-white hover:bg-primary-dark"
        >
          重新登录
        </Link>
      </div>
    </div>
  );
}
