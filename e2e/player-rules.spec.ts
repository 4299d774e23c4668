import { expect, test, type Page } from "@playwright/test";
import { DEMO_MEMBER } from "./support/environment";
import { passFaceCheck } from "./support/face-check";
import { featurePost } from "./support/feature-api";
import { FEATURE_API_URL, FEATURE_SITE_URL } from "./support/feature-stack";
import { courseLessons, playFormat, recordedSeconds, type SeedLesson } from "./support/lessons";
import { loginAsDemoMember } from "./support/session";
import { startMutedPlayback } from "./support/video";

// Feature stack: the watermark is switched on in FEATURE_CONFIG; ban_drag is set per lesson
// through the /__test/lesson hook on this stack's own database.
test.use({ baseURL: FEATURE_SITE_URL });

const BOUGHT_COURSE = 3;
const video = (page: Page) => page.getByLabel("课程视频");
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** An mp4 lesson of the bought course watched less than `below` seconds so far, with that progress. */
async function mp4LessonWatchedBelow(token: string, below: number): Promise<{ lesson: SeedLesson; recorded: number }> {
  for (const lesson of await courseLessons(BOUGHT_COURSE, FEATURE_API_URL)) {
    if ((await playFormat(lesson.id, token, FEATURE_API_URL)) !== "mp4") continue;
    const recorded = await recordedSeconds(DEMO_MEMBER.mobile, lesson.id, FEATURE_API_URL);
    if (recorded < below) return { lesson, recorded };
  }
  throw new Error(`no mp4 lesson watched less than ${below}s in the bought course`);
}

let token = "";
test.beforeEach(async ({ context }) => {
  token = await loginAsDemoMember(context, FEATURE_SITE_URL, FEATURE_API_URL);
  await passFaceCheck(token);
});

test("the watermark shows the member's mobile over the video and lets clicks through", async ({ page }) => {
  const [lesson] = await courseLessons(BOUGHT_COURSE, FEATURE_API_URL);
  await page.goto(`/courses/video/${lesson.id}`);
  await expect(video(page)).toBeVisible();
  const watermark = page.getByTestId("player-watermark");
  await expect(watermark).toHaveText(DEMO_MEMBER.mobile);
  await expect(watermark).toHaveCSS("pointer-events", "none");

  const placement = await watermark.evaluate((element) => {
    const mark = element.getBoundingClientRect();
    const frame = document.querySelector("video")!.getBoundingClientRect();
    const hit = document.elementFromPoint(mark.left + mark.width / 2, mark.top + mark.height / 2);
    return {
      inside:
        mark.left >= frame.left && mark.right <= frame.right && mark.top >= frame.top && mark.bottom <= frame.bottom,
      hitsWatermark: hit === element || element.contains(hit),
    };
  });
  expect(placement).toEqual({ inside: true, hitsWatermark: false });
});

test("全屏 puts the whole player in fullscreen, so the watermark stays over the video", async ({ page }) => {
  const [lesson] = await courseLessons(BOUGHT_COURSE, FEATURE_API_URL);
  await page.goto(`/courses/video/${lesson.id}`);
  await expect(video(page)).not.toHaveAttribute("controls");
  await page.getByRole("button", { name: "全屏", exact: true }).click();
  const fullscreenTarget = () => page.evaluate(() => document.fullscreenElement?.getAttribute("data-testid") ?? null);
  await expect.poll(fullscreenTarget).toBe("player-frame");
  const watermark = page.getByTestId("player-watermark");
  await expect(watermark).toBeVisible();
  expect(await watermark.evaluate((element) => document.fullscreenElement?.contains(element))).toBe(true);

  await page.getByRole("button", { name: "退出全屏", exact: true }).click();
  await expect.poll(fullscreenTarget).toBeNull();
  await page.getByRole("group", { name: "视频播放器" }).press("f");
  await expect.poll(fullscreenTarget).toBe("player-frame");
});

test.describe("ban_drag", () => {
  let lessonId = 0;
  test.afterEach(async () => {
    if (lessonId) await featurePost(`/__test/lesson?id=${lessonId}&ban_drag=0`, {});
  });

  test("no seeking past the furthest watched point, and 1x only", async ({ page }) => {
    // Progress counts as watched, so keep it well before the seek target (25 s of the 30 s media).
    const { lesson, recorded } = await mp4LessonWatchedBelow(token, 15);
    lessonId = lesson.id;
    expect((await featurePost(`/__test/lesson?id=${lesson.id}&ban_drag=1`, {})).code).toBe(0);
    await page.goto(`/courses/video/${lesson.id}`);

    const speed = page.getByLabel("倍速");
    await expect(speed.getByRole("option")).toHaveText(["1x"]);
    await expect(speed).toBeDisabled();

    await startMutedPlayback(video(page));
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(recorded + 3);
    const paused = await video(page).evaluate((element: HTMLVideoElement) => {
      element.pause();
      return element.currentTime;
    });
    const watched = Math.max(paused, recorded);

    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 25;
    });
    await expect.poll(() => currentTime(page)).toBeLessThanOrEqual(watched + 0.5);
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.seeking)).toBe(false);
    expect(await currentTime(page)).toBeLessThanOrEqual(watched + 0.5);

    // Going back stays allowed.
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 1;
    });
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.seeking)).toBe(false);
    expect(await currentTime(page)).toBeCloseTo(1, 0);

    // The player's own seeking (keyboard, seek bar) stops at the same point.
    const player = page.getByRole("group", { name: "视频播放器" });
    await player.focus();
    for (let press = 0; press < 6; press += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentTime(page)).toBeGreaterThan(1.5);
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.seeking)).toBe(false);
    expect(await currentTime(page)).toBeLessThanOrEqual(watched + 0.5);
    await player.getByRole("slider", { name: "播放进度" }).press("End");
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.seeking)).toBe(false);
    expect(await currentTime(page)).toBeLessThanOrEqual(watched + 0.5);

    // A rate forced from outside the toolbar is put back to 1x.
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 2;
    });
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1);
  });
});
