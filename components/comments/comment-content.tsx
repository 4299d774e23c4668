import type { CommentReply } from "@/lib/api/comments-types";

export const PENDING_LABEL = "评论审核中";

// Plain text only: comment content is user input and is never parsed as HTML. The review
// status is a block of its own, so it never reads as part of the text ("同意楼上评论审核中").
export function CommentContent({ comment, replyTo }: { comment: CommentReply; replyTo?: string | null }) {
  const text = comment.content;
  return (
    <>
      {(text || replyTo) && (
        <p className="mt-1 text-[15px] leading-7 break-words whitespace-pre-wrap text-gray-700">
          {replyTo && <span className="mr-1 text-gray-500">回复 {replyTo}:</span>}
          {text}
        </p>
      )}
      {!comment.approved && (
        <p className="mt-1">
          <span className="rounded bg-orange-50 px-2 py-0.5 text-xs text-orange-700">{PENDING_LABEL}</span>
        </p>
      )}
    </>
  );
}
