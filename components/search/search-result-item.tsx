import Link from "next/link";
import type { SearchResult } from "@/lib/api/search-types";
import { SEARCH_TYPE_LABELS, searchResultHref } from "@/lib/api/search";
import { HighlightedText } from "./highlighted-text";

export function SearchResultItem({ result, keyword }: { result: SearchResult; keyword: string }) {
  const href = searchResultHref(result);
  const label = SEARCH_TYPE_LABELS[result.resourceType];
  const title = (
    <>
      {label && `【${label}】`}
      <HighlightedText text={result.title} keyword={keyword} />
    </>
  );
  return (
    <li className="py-5">
      <h2 className="text-base font-medium text-gray-900">
        {href ? (
          <Link href={href} prefetch={false} className="hover:text-primary-ink">
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      {result.snippet && (
        <p className="mt-2 line-clamp-2 text-sm leading-6 text-gray-500">
          <HighlightedText text={result.snippet} keyword={keyword} />
        </p>
      )}
    </li>
  );
}
