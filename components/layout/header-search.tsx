"use client";

import { useRouter } from "next/navigation";
import { useState, type ClipboardEvent, type FormEvent } from "react";
import { toast } from "@/components/ui/toast-store";
import { spliceCappedPaste } from "@/lib/browser/capped-paste";
import { capSearchKeywords, SEARCH_KEYWORD_MAX_CHARS } from "@/lib/shared/search-keywords";

export const EMPTY_KEYWORD_MESSAGE = "请输入关键字后再搜索";

// A real GET form, so search also works before JavaScript loads. Keywords are capped at the
// 100 characters the search keeps, so the address it builds stays short (a pasted page of text
// would otherwise make a URL no server accepts).
export function HeaderSearch() {
  const router = useRouter();
  const [keywords, setKeywords] = useState("");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = capSearchKeywords(keywords);
    if (!value) {
      toast.error(EMPTY_KEYWORD_MESSAGE);
      return;
    }
    setKeywords("");
    router.push(`/search?keywords=${encodeURIComponent(value)}`);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const end = input.selectionEnd ?? input.value.length;
    const selection = { start: input.selectionStart ?? end, end };
    const pasted = event.clipboardData.getData("text");
    const { value, caret } = spliceCappedPaste(input.value, selection, pasted, SEARCH_KEYWORD_MAX_CHARS);
    setKeywords(value);
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };

  return (
    <form
      action="/search"
      method="get"
      role="search"
      onSubmit={submit}
      className="relative w-[220px] shrink-0 max-lg:w-full"
    >
      <input
        type="search"
        name="keywords"
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
        onPaste={paste}
        maxLength={SEARCH_KEYWORD_MAX_CHARS}
        placeholder="请输入关键字"
        aria-label="搜索课程"
        className="h-9 w-full rounded-full border border-gray-200 bg-gray-50 pr-10 pl-4 text-sm outline-none focus:border-primary-ink focus:ring-1 focus:ring-primary-ink"
      />
      <button
        type="submit"
        aria-label="搜索"
        className="absolute top-0 right-0 flex h-9 w-10 items-center justify-center text-gray-500 hover:text-primary-ink"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
