import type { CommentReply } from "@/lib/api/comments-types";
import { CommentAvatar, CommentMeta } from "./comment-author";
import { CommentContent } from "./comment-content";

interface CommentReplyListProps {
  replies: CommentReply[];
  canReply: boolean;
  onReply: (reply: CommentReply) => void;
}

export function CommentReplyList({ replies, canReply, onReply }: CommentReplyListProps) {
  if (replies.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3 rounded-md bg-gray-50 p-3">
      {replies.map((reply) => (
        <li key={reply.id} className="flex gap-3">
          <CommentAvatar user={reply.user} size={28} />
          <div className="min-w-0 flex-1">
            <CommentMeta user={reply.user} ipProvince={reply.ipProvince} createdAt={reply.createdAt} />
            <CommentContent comment={reply} replyTo={reply.replyTo} />
            {canReply && reply.approved && (
              <button
                type="button"
                onClick={() => onReply(reply)}
                className="mt-1 text-xs text-gray-500 hover:text-primary-ink"
              >
                回复
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
