import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast-store";
import { COMMENT_MAX_LENGTH } from "@/lib/api/comments";

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      toast.error("请输入评论内容");
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(text);
      setContent("");
    } catch {
      // keep the text so the member can retry
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
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={placeholder}
        autoFocus={autoFocus}
        rows={3}
        className="w-full resize-none rounded-md border border-gray-200 px-3 py-2 text-sm outline-none focus:border-primary-ink focus:ring-1 focus:ring-primary-ink"
      />
      <div className="flex items-center justify-end gap-3">
        <span className="text-xs text-gray-500">
          {content.length}/{COMMENT_MAX_LENGTH}
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
