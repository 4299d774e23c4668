import { expect, test, type Page } from "@playwright/test";
import { DEMO_MEMBER, E2E_API_URL } from "./support/environment";
import { courseLessons, playFormat, recordedSeconds, type SeedLesson } from "./support/lessons";
import { loginAsDemoMember } from "./support/session";
import { startMutedPlayback } from "./support/video";

// Demo data: course 3 is bought by the demo member; course 2 (￥199) is not, and its first
// lessons have a short trial; course 4 is VIP-free. Every lesson plays the 30 s demo media.
const BOUGHT_COURSE = 3;
const PAID_COURSE = 2;
const VIP_FREE_COURSE = 4;

const video = (page: Page) => page.getByLabel("课程视频");

const startMuted = (page: Page) => startMutedPlayback(video(page));

async function seekWhenReady(page: Page, seconds: number) {
  await video(page).evaluate(async (element: HTMLVideoElement, to: number) => {
    if (element.readyState < 1)
      await new Promise((done) => element.addEventListener("loadedmetadata", done, { once: true }));
    element.currentTime = to;
  }, seconds);
}

const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

async function mp4Lessons(lessons: SeedLesson[], token: string): Promise<SeedLesson[]> {
  const formats = await Promise.all(lessons.map((lesson) => playFormat(lesson.id, token)));
  return lessons.filter((_, index) => formats[index] === "mp4");
}

test("a visitor is sent to /login with the lesson as redirect", async ({ page }) => {
  const [lesson] = await courseLessons(BOUGHT_COURSE);
  await page.goto(`/courses/video/${lesson.id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fcourses%2Fvideo%2F${lesson.id}$`));
  await expect(page.getByRole("button", { name: "登录后查看" })).toBeVisible();
  await expect(page.getByText("请重新登录")).toHaveCount(0);
});

test("a member whose token expired is sent to /login as well", async ({ context, page, baseURL }) => {
  const [lesson] = await courseLessons(BOUGHT_COURSE);
  await context.addCookies([
    { name: "meedu-user-token", value: "expired.token.value", url: baseURL!, sameSite: "Lax" },
  ]);
  await page.goto(`/courses/video/${lesson.id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fcourses%2Fvideo%2F${lesson.id}(&|$)`));
  await expect(page.getByText("请重新登录")).toBeVisible();
  // The notice is shown once: a reload of /login does not repeat it.
  await page.reload();
  await expect(page.getByRole("button", { name: "登录后查看" })).toBeVisible();
  await expect(page.getByText("请重新登录")).toHaveCount(0);
});

test.describe("logged-in member", () => {
  // One after another: the tests play lessons as the one demo member and read back its progress.
  test.describe.configure({ mode: "default" });
  let token = "";
  test.beforeEach(async ({ context, baseURL }) => {
    token = await loginAsDemoMember(context, baseURL!);
  });

  test("plays a bought lesson, records progress and resumes there after a reload", async ({ page }) => {
    const lessons = await courseLessons(BOUGHT_COURSE);
    const candidates = await mp4Lessons(lessons.slice(0, -1), token);
    const saved0 = await Promise.all(candidates.map((item) => recordedSeconds(DEMO_MEMBER.mobile, item.id)));
    const lesson = candidates[saved0.indexOf(0)]; // the seed has progress on a few lessons; start fresh
    await page.goto(`/courses/video/${lesson.id}`);

    await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();
    expect((await page.title()).startsWith(`${lesson.title} - `)).toBe(true);
    await expect(page.getByRole("navigation", { name: "面包屑" }).getByRole("link", { name: /Vue 3/ })).toHaveAttribute(
      "href",
      `/courses/detail/${BOUGHT_COURSE}`,
    );
    const list = page.getByRole("navigation", { name: "课程目录" });
    await expect(list.locator('[aria-current="page"]')).toContainText(lesson.title);
    await expect(list.getByRole("link")).toHaveCount(lessons.length);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await startMuted(page);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(3);
    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    await expect.poll(() => recordedSeconds(DEMO_MEMBER.mobile, lesson.id)).toBeGreaterThan(2);
    const saved = await recordedSeconds(DEMO_MEMBER.mobile, lesson.id);

    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "已为你定位到上次观看位置" })).toBeVisible();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(saved - 1);
  });

  test("a skip still finishes the lesson once 90 % was played, and seeking alone earns nothing", async ({ page }) => {
    test.setTimeout(90_000); // 27 s of the lesson really play (at 2× for most)
    const lessons = await courseLessons(BOUGHT_COURSE);
    const candidates = await mp4Lessons(lessons.slice(1, -1), token);
    const saved0 = await Promise.all(candidates.map((item) => recordedSeconds(DEMO_MEMBER.mobile, item.id)));
    const lesson = candidates[saved0.lastIndexOf(0)];
    const progress = async () => {
      const response = await fetch(`${E2E_API_URL}/__test/progress?mobile=${DEMO_MEMBER.mobile}&video_id=${lesson.id}`);
      const { data } = (await response.json()) as { data: { watch_seconds: number; watched: boolean } };
      return { resumable: data.watch_seconds > 0, watched: data.watched };
    };
    await page.goto(`/courses/video/${lesson.id}`);

    // Seek to 26 s of the 30 s lesson, play to the end: a resume point (29 s; the embedded API holds
    // it to the pace of real playback), not finished.
    await seekWhenReady(page, 26);
    await startMuted(page);
    // 取消 the next lesson's countdown, 重新播放 at 2×, to 24 s: 24 + 4 of 30 s played, the
    // skipped 2 s do not matter.
    const endPanel = page.getByLabel("播放下一节");
    await endPanel.getByRole("button", { name: "取消" }).click({ timeout: 15_000 });
    await endPanel.getByRole("button", { name: "重新播放" }).click();
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 2;
    });
    await expect.poll(() => progress()).toEqual({ resumable: true, watched: false });
    await expect.poll(() => currentTime(page), { timeout: 45_000 }).toBeGreaterThan(24);
    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    await expect.poll(() => progress()).toEqual({ resumable: true, watched: true });
    await page.reload();
    await expect(page.getByRole("navigation", { name: "课程目录" }).locator('[aria-current="page"]')).toContainText(
      "已学完",
    );
  });

  for (const engine of ["native HLS", "hls.js"] as const) {
    test(`HLS lessons play through ${engine}, and switching quality keeps the position`, async ({ page }) => {
      if (engine === "hls.js") {
        // Browsers without native HLS (Chrome before 2025, Firefox) go through hls.js.
        await page.addInitScript(() => {
          const original = HTMLMediaElement.prototype.canPlayType;
          HTMLMediaElement.prototype.canPlayType = function (type: string) {
            return type.includes("mpegurl") ? "" : original.call(this, type);
          };
        });
      }
      const lessons = await courseLessons(BOUGHT_COURSE);
      const formats = await Promise.all(lessons.map((lesson) => playFormat(lesson.id, token)));
      const lesson = lessons[formats.indexOf("m3u8")];
      await page.goto(`/courses/video/${lesson.id}`);
      const quality = page.getByLabel("清晰度");
      await expect(quality.getByRole("option")).toHaveText(["360P", "240P"]);
      await startMuted(page);
      await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(2);
      const source = await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc);
      expect(source.startsWith("blob:")).toBe(engine === "hls.js"); // hls.js feeds Media Source Extensions
      await video(page).evaluate((element: HTMLVideoElement) => element.pause());
      const before = await currentTime(page);

      await quality.selectOption({ label: "240P" });
      await expect.poll(() => currentTime(page)).toBeGreaterThan(before - 0.5);
      expect(await currentTime(page)).toBeLessThan(before + 0.5);
      expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await startMuted(page);
      await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 1);
      await expect(page.getByText("视频加载失败，请稍后重试")).toHaveCount(0);
    });
  }

  test("the attachments tab lists the course files for a buyer", async ({ page }) => {
    const [lesson] = await courseLessons(BOUGHT_COURSE);
    await page.goto(`/courses/video/${lesson.id}`);
    await expect(page.getByRole("tab", { name: "课时评论" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "课程附件" }).click();
    const panel = page.getByRole("tabpanel", { name: "课程附件" });
    await expect(panel.getByRole("button", { name: /下载附件/ }).first()).toBeVisible();
  });

  test("a trial lesson stops at free_seconds with the buy overlay", async ({ page }) => {
    const lessons = (await courseLessons(PAID_COURSE)).filter((lesson) => lesson.free_seconds > 0);
    const [lesson] = await mp4Lessons(lessons, token);
    await page.goto(`/courses/video/${lesson.id}`);
    await expect(page.getByRole("navigation", { name: "课程目录" }).getByText("试看").first()).toBeVisible();

    await seekWhenReady(page, lesson.free_seconds - 1.5);
    await startMuted(page);
    const overlay = page.getByRole("region", { name: "试看结束，购买课程观看所有视频" });
    await expect(overlay).toBeVisible({ timeout: 15_000 });
    await expect(overlay.getByRole("link", { name: "订阅/购买课程 ￥199" })).toHaveAttribute(
      "href",
      `/order?goods_id=${PAID_COURSE}&goods_type=vod`,
    );
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await currentTime(page)).toBeLessThanOrEqual(lesson.free_seconds + 0.5);
  });

  test("a lesson without trial shows the buy overlay (and 会员免费看 on VIP-free courses), no toast", async ({
    page,
  }) => {
    const paid = (await courseLessons(PAID_COURSE)).find((lesson) => lesson.free_seconds === 0)!;
    await page.goto(`/courses/video/${paid.id}`);
    const locked = page.getByRole("region", { name: "购买课程" });
    await expect(locked.getByRole("link", { name: "订阅/购买课程 ￥199" })).toBeVisible();
    await expect(locked.getByRole("link", { name: "会员免费看" })).toHaveCount(0);
    await expect(video(page)).toHaveCount(0);
    await expect(page.getByText("请购买后观看")).toHaveCount(0);

    const vipFree = (await courseLessons(VIP_FREE_COURSE)).find((lesson) => lesson.free_seconds === 0)!;
    await page.goto(`/courses/video/${vipFree.id}`);
    await expect(
      page.getByRole("region", { name: "购买课程" }).getByRole("link", { name: "会员免费看" }),
    ).toHaveAttribute("href", "/vip");
  });

  test("at the end the next lesson starts after a 10 s countdown", async ({ page }) => {
    const lessons = await courseLessons(BOUGHT_COURSE);
    const candidates = await mp4Lessons(lessons.slice(1, -1), token);
    const lesson = candidates[candidates.length - 1];
    const next = lessons[lessons.findIndex((item) => item.id === lesson.id) + 1];
    await page.clock.install();
    await page.goto(`/courses/video/${lesson.id}`);

    await seekWhenReady(page, 28.5);
    await startMuted(page);
    await expect(page.getByRole("button", { name: "播放下一节课程" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("timer")).toHaveText("10秒后开始自动播放下一节");
    await page.clock.runFor(4_000);
    await expect(page.getByRole("timer")).toHaveText("6秒后开始自动播放下一节");
    await page.clock.runFor(6_000);
    await expect(page).toHaveURL(new RegExp(`/courses/video/${next.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: next.title })).toBeVisible();
  });

  test("the last lesson ends with 恭喜你学完最后一节", async ({ page }) => {
    const lessons = await courseLessons(BOUGHT_COURSE);
    const last = lessons[lessons.length - 1];
    await page.goto(`/courses/video/${last.id}`);
    await seekWhenReady(page, 28.5);
    await startMuted(page);
    await expect(page.getByText("恭喜你学完最后一节")).toBeVisible({ timeout: 15_000 });
  });

  test("starting another video in a second tab pauses the first", async ({ context, page }) => {
    const [first, second] = await mp4Lessons(await courseLessons(BOUGHT_COURSE), token);
    await page.goto(`/courses/video/${first.id}`);
    await startMuted(page);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);

    const other = await context.newPage();
    await other.goto(`/courses/video/${second.id}`);
    await startMuted(other);

    await expect(page.getByText("您已打开新视频，暂停本视频播放")).toBeVisible();
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect.poll(() => currentTime(other)).toBeGreaterThan(0.5);
    await expect(other.getByText("您已打开新视频，暂停本视频播放")).toHaveCount(0);
  });

  test("继续在此播放 resumes where the stopped tab was, which keeps showing that time", async ({ context, page }) => {
    const [first, second] = await mp4Lessons(await courseLessons(BOUGHT_COURSE), token);
    await page.goto(`/courses/video/${first.id}`);
    await seekWhenReady(page, 11);
    await startMuted(page);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(11.5);

    const other = await context.newPage();
    await other.goto(`/courses/video/${second.id}`);
    await startMuted(other);
    await expect(page.getByText("您已打开新视频，暂停本视频播放")).toBeVisible();
    const stoppedAt = await currentTime(page);
    expect(stoppedAt).toBeGreaterThan(11);
    await expect(page.getByTestId("player-time")).toHaveText(/^00:1\d \//);
    await other.close();

    await page.getByRole("button", { name: "继续在此播放" }).click();
    await expect(page.getByText("您已打开新视频，暂停本视频播放")).toHaveCount(0);
    await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    expect(await currentTime(page)).toBeGreaterThanOrEqual(stoppedAt - 0.5);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(stoppedAt + 0.5);
  });

  test("one set of controls, ours: play/pause, mute, 倍速 and keyboard seeking", async ({ page }) => {
    const [lesson] = await mp4Lessons(await courseLessons(BOUGHT_COURSE), token);
    await page.goto(`/courses/video/${lesson.id}`);
    await expect(video(page)).not.toHaveAttribute("controls");
    await seekWhenReady(page, 10);
    const time = page.getByTestId("player-time");
    await expect(time).toHaveText(/^00:10 \/ 00:30$/);
    const player = page.getByRole("group", { name: "视频播放器" });
    const paused = () => video(page).evaluate((element: HTMLVideoElement) => element.paused);

    await player.getByRole("button", { name: "静音", exact: true }).click();
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await player.getByRole("button", { name: "播放", exact: true }).click();
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(10.5);
    await player.getByRole("button", { name: "暂停", exact: true }).click();
    await expect.poll(paused).toBe(true);
    await expect(player.getByRole("button", { name: "播放", exact: true })).toBeVisible();

    await player.getByLabel("倍速").selectOption({ label: "1.5x" });
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);

    await seekWhenReady(page, 10);
    await player.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentTime(page)).toBeCloseTo(15, 1);
    await expect(time).toHaveText(/^00:15 \//);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => currentTime(page)).toBeCloseTo(5, 1);
    await page.keyboard.press("k");
    await expect.poll(paused).toBe(false);
    await page.keyboard.press("Space");
    await expect.poll(paused).toBe(true);
    await page.keyboard.press("m");
    await expect(player.getByRole("button", { name: "静音", exact: true })).toBeVisible();
  });

  test("an unknown lesson is a 404", async ({ page }) => {
    const response = await page.goto("/courses/video/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  });
});
