import type { Metadata } from "next";
import { MessageList } from "@/components/member/message-list";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { fetchMessages } from "@/lib/api/member-lists";
import { positiveIntParam, type SearchParams } from "@/lib/shared/search-params";
import { loadForMember } from "@/lib/server/member-data";

export const metadata: Metadata = { title: "我的消息" };

export default async function MessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = positiveIntParam((await searchParams).page, 1);
  const path = page > 1 ? `/member/messages?page=${page}` : "/member/messages";
  const { items, lastPage } = await loadForMember(path, (token) => fetchMessages(token, page));
  return (
    <>
      {/* Keyed by page so read marks made on one page do not leak into the next. */}
      <MessageList key={page} messages={items} now={new Date().toISOString()} />
      <PaginationLinks page={page} lastPage={lastPage} hrefFor={(p) => `/member/messages?page=${p}`} />
    </>
  );
}
