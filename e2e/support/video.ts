import type { Locator } from "@playwright/test";

/** Starts a <video> muted (autoplay rules); a play() interrupted while hls.js attaches its source is tried again. */
export async function startMutedPlayback(video: Locator): Promise<void> {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await element.play();
        return;
      } catch (error) {
        if (attempt === 5 || (error as Error).name !== "AbortError") throw error;
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  });
}
