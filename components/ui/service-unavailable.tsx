import Link from "next/link";

export const SERVICE_UNAVAILABLE_MESSAGE = "服务暂时不可用，请稍后再试";

// What a page shows when the backend is down, slow or answers nonsense: a way
// forward instead of a blank page or a stack trace.
export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-site flex-col items-center px-4 py-24 text-center">
      <svg viewBox="0 0 200 120" className="h-28 w-auto" aria-hidden="true" data-testid="outage-illustration">
        <ellipse cx="100" cy="108" rx="70" ry="8" fill="#eaf5fe" />
        <path
          d="M62 92a24 24 0 0 1-2-48 32 32 0 0 1 61-10 26 26 0 0 1 21 58z"
          fill="#3ca7fa"
          stroke="#3ca7fa"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M80 64h40" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeDasharray="8 8" />
        <circle cx="152" cy="30" r="14" fill="#ffb648" />
        <path d="M152 22v9" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="152" cy="37" r="2.5" fill="#fff" />
      </svg>
      <h1 className="mt-6 text-xl font-medium text-gray-900">{SERVICE_UNAVAILABLE_MESSAGE}</h1>
      <p className="mt-3 text-gray-500">页面内容暂时无法加载，可能是网络或服务繁忙。</p>
      <div className="mt-8 flex gap-4 text-sm">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-primary-ink px-6 py-2 text-white hover:bg-primary-dark"
        >
          重新加载
        </button>
        <Link
          prefetch={false}
          href="/"
          className="rounded-md border border-gray-300 px-6 py-2 text-gray-700 hover:border-primary hover:text-primary-ink"
        >
          返回首页
        </Link>
      </div>
    </div>
  );
}
