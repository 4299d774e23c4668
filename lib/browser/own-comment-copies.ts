import type { CommentPage } from "../api/comments-types";
import { ownCommentsKey } from "../shared/storage-keys";

// The text of the member's own comments and replies awaiting moderation (MeEdu's lists blank it,
// even for the author), kept in this browser per course or lesson (rt, rid) and comment id, never
// in the shared HTML. A copy goes once a fresh list shows its comment approved, or shows every
// comment without it (MeEdu deletes a rejected comment).

export type OwnCopies = Record<string, string>;

export function readOwnCopies(rt: number, rid: number): OwnCopies {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(ownCommentsKey(rt, rid)) ?? "{}");
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {}; // storage unavailable (private mode) or not ours
  }
}

function writeOwnCopies(rt: number, rid: number, copies: OwnCopies): void {
  try {
    const key = ownCommentsKey(rt, rid);
    if (Object.keys(copies).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(copies));
  } catch {
    // storage can be unavailable or full: the text shows until the page is left
  }
}

export function keepOwnCopy(rt: number, rid: number, id: string, content: string): void {
  writeOwnCopies(rt, rid, { ...readOwnCopies(rt, rid), [id]: content });
}

/** The copies still waiting, given a fresh list (pure). */
export function pendingCopies(copies: OwnCopies, fresh: CommentPage): OwnCopies {
  const listed = new Map<string, boolean>();
  let complete = fresh.total <= fresh.items.length;
  for (const comment of fresh.items) {
    listed.set(comment.id, comment.approved);
    for (const reply of comment.replies) listed.set(reply.id, reply.approved);
    if (comment.repliesCount > comment.replies.length) complete = false;
  }
  return Object.fromEntries(
    Object.entries(copies).filter(([id]) => (listed.has(id) ? listed.get(id) === false : !complete)),
  );
}

/**
 * Forgets the copies that `fresh` shows settled, of those read (`before`) when that read began: a
 * comment posted meanwhile is not in it yet. Returns the copies kept.
 */
export function settleOwnCopies(rt: number, rid: number, before: OwnCopies, fresh: CommentPage): OwnCopies {
  const waiting = pendingCopies(before, fresh);
  const settled = Object.keys(before).filter((id) => !(id in waiting));
  const now = readOwnCopies(rt, rid);
  if (settled.length === 0) return now;
  for (const id of settled) delete now[id];
  writeOwnCopies(rt, rid, now);
  return now;
}
