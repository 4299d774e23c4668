import { useState } from "react";
import { fetchReplies, postComment } from "@/lib/api/comments";
import type { CommentReply, CourseComment } from "@/lib/api/comments-types";
import { keepOwnCopy, type OwnCopies } from "@/lib/browser/own-comment-copies";
import { visibleReplies, withMissing, withOwnText } from "@/lib/shared/comment-visibility";
import { CommentAvatar, CommentMeta } from "./comment-author";
import { CommentContent } from "./comment-content";
import type { CommentTarget } from "./comment-context";
import { CommentForm } from "./comment-form";
import { CommentReplyList } from "./comment-reply-list";
import { reportUnexpectedError } from "@/components/auth/report-error";

interface ReplyTarget {
  replyId?: string;
  name: string;
}

interface CommentItemProps {
  comment: CourseComment;
  target: CommentTarget;
  /** The text this browser kept of the member's own pending comments (MeEdu blanks it). */
  copies: OwnCopies;
}

export function CommentItem({ comment, target, copies }: CommentItemProps) {
  // The thread's newest replies come with the comment (and a fresh read); 查看全部 loads them all.
  const [loaded, setLoaded] = useState<CommentReply[] | null>(null);
  const [posted, setPosted] = useState<CommentReply[]>([]);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [loading, setLoading] = useState(false);
  const canReply = target.canPost && comment.approved;
  const known = (loaded ?? comment.replies).map((reply) => withOwnText(reply, copies, target.viewerName));
  const listed = withMissing(known, posted, "after");
  const listedCount = (loaded ? loaded.length : comment.repliesCount) + (listed.length - known.length);

  const loadReplies = async () => {
    setLoading(true);
    try {
      const all = visibleReplies(
        await fetchReplies(target.rt, target.rid, comment.id, target.assetOrigin),
        target.viewerName,
      );
      setLoaded(all);
    } catch (error) {
      reportUnexpectedError(error);
    } finally {
      setLoading(false);
    }
  };

  const submitReply = async (content: string) => {
    if (!replyTo) return;
    const answer = await postComment(
      { rt: target.rt, rid: target.rid, content, parentId: comment.id, replyId: replyTo.replyId },
      target.assetOrigin,
    );
    keepOwnCopy(target.rt, target.rid, answer.id, content);
    setPosted((list) => [...list, { ...answer, content, replyTo: replyTo.replyId ? replyTo.name : null }]);
    setReplyTo(null);
  };

  return (
    <li className="flex gap-4 py-5">
      <CommentAvatar user={comment.user} />
      <div className="min-w-0 flex-1">
        <CommentMeta user={comment.user} ipProvince={comment.ipProvince} createdAt={comment.createdAt} />
        <CommentContent comment={comment} />
        {canReply && (
          <button
            type="button"
            onClick={() => setReplyTo({ name: comment.user.name })}
            className="mt-1 text-xs text-gray-500 hover:text-primary-ink"
          >
            回复
          </button>
        )}
        {replyTo && (
          <div className="mt-3">
            <CommentForm
              label={`回复 ${replyTo.name}`}
              placeholder={`回复 ${replyTo.name}:`}
              submitLabel="回复"
              autoFocus
              onSubmit={submitReply}
            />
          </div>
        )}
        <CommentReplyList
          replies={listed}
          canReply={canReply}
          onReply={(reply) => setReplyTo({ replyId: reply.id, name: reply.user.name })}
        />
        {listedCount > listed.length && (
          <button
            type="button"
            onClick={loadReplies}
            disabled={loading}
            className="mt-2 text-sm text-primary-ink hover:underline"
          >
            {loading ? "加载中…" : `查看全部 ${listedCount} 条回复`}
          </button>
        )}
      </div>
    </li>
  );
}
