import { PLAY_ID_KEY } from "@/lib/shared/storage-keys";

// One video at a time across tabs: the tab that starts playback writes its video id;
// a tab that played earlier sees a different id and steps aside.

export function claimPlayback(videoId: number): void {
  try {
    window.localStorage.setItem(PLAY_ID_KEY, String(videoId));
  } catch {
    // storage unavailable (private mode): the guard simply does nothing
  }
}

export function currentPlayId(): string | null {
  try {
    return window.localStorage.getItem(PLAY_ID_KEY);
  } catch {
    return null; // storage unavailable: no other tab's claim to see
  }
}

export function isTakenOver(videoId: number, playId: string | null): boolean {
  return playId !== null && playId !== "" && playId !== String(videoId);
}
