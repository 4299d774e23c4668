import { expect, test, type Page } from "@playwright/test";
import { DEMO_MEMBER } from "./support/environment";
import { passFaceCheck } from "./support/face-check";
import { FEATURE_API_URL, FEATURE_SITE_URL } from "./support/feature-stack";
import { courseLessons, playFormat } from "./support/lessons";
import { PHONE_VIEWPORTS } from "./support/phone";
import { loginAsDemoMember } from "./support/session";

// The lesson page on a phone (Pixel 7 project, feature stack without an H5 site): the video across the
// screen on top, the catalogue under it, the player's own controls usable by touch. The feature stack
// shows the moving watermark (FEATURE_CONFIG).
test.use({ baseURL: FEATURE_SITE_URL });

const BOUGHT_COURSE = 3;
const video = (page: Page) => page.getByLabel("课程视频");
const player = (page: Page) => page.getByRole("group", { name: "视频播放器" });
const media = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    time: element.currentTime,
    duration: element.duration,
    rate: element.playbackRate,
  }));

async function openLesson(page: Page, format: "mp4" | "m3u8"): Promise<void> {
  const token = await loginAsDemoMember(page.context(), FEATURE_SITE_URL, FEATURE_API_URL);
  await passFaceCheck(token);
  for (const lesson of await courseLessons(BOUGHT_COURSE, FEATURE_API_URL)) {
    if ((await playFormat(lesson.id, token, FEATURE_API_URL)) !== format) continue;
    await page.goto(`/courses/video/${lesson.id}`);
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await expect(page.getByText("视频加载中")).toHaveCount(0);
    return;
  }
  throw new Error(`no ${format} lesson in course ${BOUGHT_COURSE} (${DEMO_MEMBER.mobile})`);
}

const openMp4Lesson = (page: Page) => openLesson(page, "mp4");

for (const viewport of PHONE_VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the video spans the screen, fully visible, with the catalogue below it", async ({ page }) => {
      await openMp4Lesson(page);
      // no H5 site on this stack: nothing to continue on
      await expect(page.getByRole("button", { name: "手机继续看" })).toHaveCount(0);
      const box = (await video(page).boundingBox())!;
      expect(box.width / viewport.width).toBeGreaterThanOrEqual(0.9);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const catalogue = (await page.getByRole("navigation", { name: "课程目录" }).boundingBox())!;
      const controls = (await player(page).boundingBox())!;
      expect(catalogue.y).toBeGreaterThanOrEqual(controls.y + controls.height);
      // Nothing lies over the picture: a tap in its middle reaches the video.
      const hit = await video(page).evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) === element;
      });
      expect(hit).toBe(true);
      for (const control of [
        player(page).getByRole("button", { name: "播放" }),
        player(page).getByRole("slider", { name: "播放进度" }),
        player(page).getByRole("combobox", { name: "倍速" }),
        player(page).getByRole("button", { name: "全屏", exact: true }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
    });

    test("tap plays and pauses; the seek bar, 倍速 and 全屏 work by touch", async ({ page }) => {
      await openMp4Lesson(page);
      const fullscreen = () => page.evaluate(() => document.fullscreenElement?.getAttribute("data-testid") ?? null);
      await video(page).tap();
      await expect.poll(async () => (await media(page)).paused).toBe(false);
      await video(page).tap();
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      // Two quick taps are play and pause, not a double click's fullscreen.
      expect(await fullscreen()).toBeNull();

      const seekBar = player(page).getByRole("slider", { name: "播放进度" });
      const bar = (await seekBar.boundingBox())!;
      await seekBar.tap({ position: { x: bar.width * 0.75, y: bar.height / 2 } });
      await expect.poll(async () => (await media(page)).time).toBeGreaterThan(0);
      const { time, duration } = await media(page);
      expect(Math.abs(time - duration * 0.75)).toBeLessThan(duration * 0.1);

      await player(page).getByRole("combobox", { name: "倍速" }).selectOption("1.5");
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);

      await player(page).getByRole("button", { name: "全屏", exact: true }).tap();
      await expect.poll(fullscreen).toBe("player-frame");
      expect(
        await page.getByTestId("player-watermark").evaluate((mark) => document.fullscreenElement?.contains(mark)),
      ).toBe(true);
      await player(page).getByRole("button", { name: "退出全屏", exact: true }).tap();
      await expect.poll(fullscreen).toBeNull();
    });
  });
}

test.describe("390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the player's controls stay on one row, 清晰度 included", async ({ page }) => {
    await openLesson(page, "m3u8"); // two qualities: the widest bar
    const controls = [
      player(page).getByRole("button", { name: "播放" }),
      player(page).getByTestId("player-time"),
      player(page).getByRole("button", { name: "静音" }),
      player(page).getByRole("combobox", { name: "倍速" }),
      player(page).getByRole("combobox", { name: "清晰度" }),
      player(page).getByRole("button", { name: "全屏", exact: true }),
    ];
    const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    for (const box of boxes) expect(Math.abs(middle(box) - middle(boxes[0]))).toBeLessThan(boxes[0].height / 2);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
