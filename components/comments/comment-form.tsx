import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast-store";
import { COMMENT_MAX_LENGTH } from "@/lib/api/comments";
import { reportUnexpectedError } from "@/components/auth/report-error";

/** MeEdu's own message for a comment over the limit (Laravel max:140 counts characters). */
export const COMMENT_TOO_LONG = `评论内容最多${COMMENT_MAX_LENGTH}个字符`;

interface CommentFormProps {
  label: string;
  placeholder?: string;
  submitLabel?: string;
  autoFocus?: boolean;
  /** Resolves when posted; rejects to keep the text (the API client shows the error). */
  onSubmit: (content: string) => Promise<void>;
}

export function CommentForm({
  label,
  placeholder = "写下你的评论…",
  submitLabel = "发表评论",
  autoFocus,
  onSubmit,
}: CommentFormProps) {
  const [content, setContent] = useState("");
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  // Characters as MeEdu counts them (code points: an emoji is one), not UTF-16 units. No maxLength
  // on the field: it counts units and would cut a pasted comment silently.
  const length = Array.from(content.trim()).length;
  const tooLong = length > COMMENT_MAX_LENGTH;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      toast.error("请输入评论内容");
      return;
    }
    if (tooLong) return; // the message under the field says why
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(text);
      setContent("");
    } catch (error) {
      // Keep the text so the member can retry; say why unless the API client has (a business message).
      reportUnexpectedError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <textarea
        aria-label={label}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? messageId : undefined}
        placeholder={placeholder}
        autoFocus={autoFocus}
        rows={3}
        className="w-full resize-none rounded-md border border-gray-200 px-3 py-2 text-sm outline-none focus:border-primary-ink focus:ring-1 focus:ring-primary-ink aria-[invalid=true]:border-red-400"
      />
      <div className="flex items-center justify-end gap-3">
        {tooLong && (
          <p id={messageId} role="alert" className="mr-auto text-xs text-red-600">
            {COMMENT_TOO_LONG}
          </p>
        )}
        <span className={`text-xs tabular-nums ${tooLong ? "text-red-600" : "text-gray-500"}`}>
          {length}/{COMMENT_MAX_LENGTH}
        </span>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-primary-ink px-5 py-1.5 text-sm text-white hover:bg-primary-dark disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
