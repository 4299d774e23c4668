import Form from "next/form";
import type { SearchType } from "@/lib/api/search-types";
import { SEARCH_KEYWORD_MAX_CHARS } from "@/lib/shared/search-keywords";

const ERROR_ID = "search-keywords-error";

interface SearchFormProps {
  keywords: string;
  type: SearchType;
  /** Why the keywords in the address were refused (shown under the field), or "". */
  error?: string;
}

// A GET form: works without JavaScript, and next/form navigates client-side when it runs.
export function SearchForm({ keywords, type, error = "" }: SearchFormProps) {
  return (
    <Form action="/search" role="search" aria-label="站内搜索" className="mx-auto w-full max-w-3xl">
      <div className="flex">
        <input
          type="search"
          name="keywords"
          defaultValue={keywords}
          maxLength={SEARCH_KEYWORD_MAX_CHARS}
          placeholder="请输入关键字"
          aria-label="搜索关键字"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className="h-12 min-w-0 flex-1 rounded-l-md border border-r-0 border-gray-200 bg-white px-4 text-base outline-none focus:border-primary-ink focus:ring-1 focus:ring-primary-ink aria-[invalid=true]:border-red-400"
        />
        {type && <input type="hidden" name="type" value={type} />}
        <button
          type="submit"
          className="h-12 shrink-0 rounded-r-md bg-primary-ink px-8 text-base text-white hover:bg-primary-dark max-sm:px-5"
        >
          搜索
        </button>
      </div>
      {error && (
        <p id={ERROR_ID} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </Form>
  );
}
