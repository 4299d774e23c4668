import { PaginationLinks } from "@/components/ui/pagination-links";
import type { SearchResult, SearchType } from "@/lib/api/search-types";
import type { PageOf } from "@/lib/api/paging";
import { SearchResultItem } from "./search-result-item";
import { searchHref } from "./search-tabs";

interface SearchResultsProps {
  keywords: string;
  type: SearchType;
  result: PageOf<SearchResult> | null;
}

export function SearchResults({ keywords, type, result }: SearchResultsProps) {
  if (!result) return <p className="py-16 text-center text-gray-500">搜索服务暂时不可用，请稍后再试</p>;
  if (result.items.length === 0) return <p className="py-16 text-center text-gray-500">暂无相关内容</p>;
  return (
    <div>
      <p className="pt-4 text-sm text-gray-500">共找到 {result.total} 条结果</p>
      <ul className="divide-y divide-gray-100">
        {result.items.map((item) => (
          <SearchResultItem key={`${item.resourceType}-${item.id}`} result={item} keyword={keywords} />
        ))}
      </ul>
      <PaginationLinks
        page={result.page}
        lastPage={result.lastPage}
        hrefFor={(page) => searchHref(keywords, type, page)}
      />
    </div>
  );
}
