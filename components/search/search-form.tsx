import Form from "next/form";
import type { SearchType } from "@/lib/api/content-models";

// A GET form: works without JavaScript, and next/form navigates client-side when it runs.
export function SearchForm({ keywords, type }: { keywords: string; type: SearchType }) {
  return (
    <Form action="/search" role="search" aria-label="站内搜索" className="mx-auto flex w-full max-w-3xl">
      <input
        type="search"
        name="keywords"
        defaultValue={keywords}
        placeholder="请输入关键字"
        aria-label="搜索关键字"
        className="h-12 min-w-0 flex-1 rounded-l-md border border-r-0 border-gray-200 bg-white px-4 text-base outline-none focus:border-primary"
      />
      {type && <input type="hidden" name="type" value={type} />}
      <button type="submit" className="h-12 shrink-0 rounded-r-md bg-primary px-8 text-base text-white hover:bg-primary-dark">
        搜索
      </button>
    </Form>
  );
}
