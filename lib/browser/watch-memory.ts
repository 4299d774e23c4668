import { watchMemoryKey } from "../shared/storage-keys";

// What MeEdu cannot keep of a lesson (it keeps one number, which only grows): the stretches the
// member played, so that coverage adds up across visits, and where they stopped, so that the next
// visit resumes there even when that is before the number MeEdu holds. Per member and lesson, in
// this browser only (localStorage); another device starts from MeEdu's number.

export interface WatchMemory {
  stretches: unknown[];
  /** Where playback stopped. */
  position: number;
  /** MeEdu's number for the lesson as far as this browser knows (what it read and what it reported). */
  backendSeconds: number;
}

export function readWatchMemory(memberId: number, videoId: number): WatchMemory | null {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(watchMemoryKey(memberId, videoId)) ?? "null");
    if (!raw || typeof raw !== "object") return null;
    const { stretches, position, backendSeconds } = raw as Record<string, unknown>;
    if (!Array.isArray(stretches) || typeof position !== "number" || typeof backendSeconds !== "number") return null;
    return { stretches, position, backendSeconds };
  } catch {
    return null; // storage unavailable (private mode) or not ours: nothing was kept
  }
}

export function saveWatchMemory(memberId: number, videoId: number, memory: WatchMemory): void {
  try {
    window.localStorage.setItem(watchMemoryKey(memberId, videoId), JSON.stringify(memory));
  } catch {
    // storage can be unavailable or full; MeEdu's number still resumes the lesson
  }
}

/**
 * Where to resume: this browser's stop point while MeEdu holds nothing this browser does not know of
 * (its number only grows, so a bigger one came from another device), else MeEdu's.
 */
export function resumeSeconds(backendSeconds: number, memory: WatchMemory | null): number {
  return memory && backendSeconds <= memory.backendSeconds ? memory.position : backendSeconds;
}
