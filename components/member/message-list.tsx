"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api/errors";
import type { MemberMessage } from "@/lib/api/member-lists-types";
import { markAllMessagesRead, markMessageRead } from "@/lib/api/member-lists";
import { relativeTime } from "@/lib/shared/relative-time";
import { EmptyState, MemberPanel } from "./member-panel";
import { useUnreadSync } from "./use-unread-sync";

export function MessageList({ messages, now }: { messages: MemberMessage[]; now: string }) {
  const [readIds, setReadIds] = useState<Set<string>>(() => new Set());
  const [allRead, setAllRead] = useState(false);
  const [busy, setBusy] = useState(false);
  const syncUnread = useUnreadSync();
  const isRead = (message: MemberMessage) => allRead || message.read || readIds.has(message.id);

  const readOne = async (message: MemberMessage) => {
    if (isRead(message)) return;
    setReadIds((ids) => new Set(ids).add(message.id));
    try {
      await markMessageRead(message.id);
      await syncUnread();
    } catch (error) {
      setReadIds((ids) => {
        const next = new Set(ids);
        next.delete(message.id);
        return next;
      });
      if (isApiError(error) && error.kind === "transport") toast.error(error.message);
    }
  };

  const readAll = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await markAllMessagesRead();
      setAllRead(true);
      await syncUnread(true);
    } catch (error) {
      if (isApiError(error) && error.kind === "transport") toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const actions = (
    <button
      type="button"
      onClick={() => void readAll()}
      disabled={busy}
      className="text-sm text-primary-ink hover:underline disabled:opacity-50"
    >
      全部已读
    </button>
  );
  const nowDate = new Date(now);

  return (
    <MemberPanel title="我的消息" actions={actions}>
      {messages.length === 0 ? (
        <EmptyState text="暂无消息" />
      ) : (
        <ul aria-label="消息列表" className="divide-y divide-gray-100">
          {messages.map((message) => {
            const read = isRead(message);
            return (
              <li key={message.id}>
                <button
                  type="button"
                  onClick={() => void readOne(message)}
                  className="flex w-full items-center gap-3 py-4 text-left text-sm hover:bg-gray-50"
                >
                  <span
                    aria-hidden
                    className={`h-2 w-2 shrink-0 rounded-full ${read ? "bg-transparent" : "bg-red-500"}`}
                  />
                  {/* The name is the visible text with the state in front: 未读：… 3天前 (label in name). */}
                  <span className="sr-only">{read ? "已读" : "未读"}：</span>
                  <span className={`flex-1 ${read ? "text-gray-600" : "text-gray-900"}`}>{message.message}</span>
                  <time dateTime={message.createdAt} className="shrink-0 text-xs text-gray-500">
                    {relativeTime(message.createdAt, nowDate)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </MemberPanel>
  );
}
