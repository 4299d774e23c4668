import type { Metadata } from "next";
import { SearchForm } from "@/components/search/search-form";
import { SearchResults } from "@/components/search/search-results";
import { SearchTabs } from "@/components/search/search-tabs";
import type { SearchType } from "@/lib/api/search-types";
import { searchResources } from "@/lib/api/search";
import { parseSearchKeywords } from "@/lib/shared/search-keywords";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/shared/search-params";
import { logSoftFailure } from "@/lib/shared/soft-failure";
import { siteOgImageUrl } from "@/lib/server/og/og-image-urls";
import { sharedPageMetadata } from "@/lib/server/page-metadata";
import { siteName } from "@/lib/server/site-metadata";
import { logSearchWithoutResults } from "@/lib/server/student-misses";

export async function generateMetadata(): Promise<Metadata> {
  const name = await siteName();
  return {
    ...sharedPageMetadata({
      title: "搜索",
      description: "搜索课程与课时。",
      path: "/search",
      siteName: name,
      image: siteOgImageUrl(),
    }),
    // Result pages for arbitrary keywords are thin content for search engines (and so have no canonical).
    robots: { index: false, follow: true },
  };
}

const EMPTY_KEYWORD_PROMPT = "请输入关键字后再搜索";

function parseType(value: string): SearchType {
  return value === "vod" || value === "video" ? value : "";
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const { keywords, error } = parseSearchKeywords(firstParam(params.keywords));
  const type = parseType(firstParam(params.type));
  const page = positiveIntParam(params.page, 1);
  const result = keywords
    ? await searchResources({ keywords, type, page }).catch((error: unknown) => {
        logSoftFailure("搜索", error, "提示搜索服务暂时不可用");
        return null;
      })
    : null;
  if (result && result.total === 0 && result.items.length === 0) logSearchWithoutResults({ keywords, type, page });

  return (
    <div className="mx-auto max-w-site px-4 pt-10 max-sm:pt-5">
      <h1 className="sr-only">搜索</h1>
      <SearchForm keywords={keywords} type={type} error={error} />
      <div className="mt-8 rounded-lg bg-white shadow-sm max-sm:mt-5">
        {error ? (
          <p className="py-16 text-center text-gray-500">请修改关键字后重新搜索</p>
        ) : keywords ? (
          <>
            <SearchTabs keywords={keywords} active={type} />
            <div className="px-6 pb-6 max-sm:px-4">
              <SearchResults keywords={keywords} type={type} result={result} />
            </div>
          </>
        ) : (
          <p className="py-16 text-center text-gray-500">{EMPTY_KEYWORD_PROMPT}</p>
        )}
      </div>
    </div>
  );
}
