import { fireEvent, screen, waitFor } from "@testing-library/react";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import type { PlaybackState } from "@/lib/api/video-types";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { LessonPlayer, type LessonPlayerProps } from "../lesson-player";
import { LESSON_PROPS } from "@/lib/test-helpers/lesson-player-props";
import { PLAY_ID_KEY } from "@/lib/shared/storage-keys";

const fetchPlayUrls = jest.fn();
jest.mock("@/lib/api/video", () => ({
  fetchPlayUrls: (...args: unknown[]) => fetchPlayUrls(...args),
  reportProgress: jest.fn(() => Promise.resolve()),
  reportProgressOnLeave: jest.fn(),
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const base: Omit<LessonPlayerProps, "playback"> = {
  ...LESSON_PROPS,
  buy: { courseId: 3, charge: 299, isVipFree: true },
};

function renderPlayer(playback: PlaybackState, extra: Partial<LessonPlayerProps> = {}, bullet = false) {
  const config = makeConfig({
    player: {
      cover: "https://api.example.com/cover.png",
      enabled_bullet_secret: bullet,
      bullet_secret: { size: 16, color: "red", opacity: 0.8, text: "学员${user.id} ${mobile}" },
    },
  });
  return renderWithStores(<LessonPlayer playback={playback} {...base} {...extra} />, {
    user: makeUser({ id: 7, mobile: "13800138000" }),
    config,
  });
}

beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("");
});
beforeEach(() => fetchPlayUrls.mockReset());

const mp4 = { url: "https://cdn.example.com/v.mp4", format: "mp4", label: "默认", duration: 30 };

describe("LessonPlayer", () => {
  it("locked lesson: buy and 会员免费看 actions, no video", () => {
    renderPlayer({ kind: "locked" });
    const region = screen.getByRole("region", { name: "购买课程" });
    expect(screen.getByRole("link", { name: "订阅/购买课程 ￥299" })).toHaveAttribute(
      "href",
      "/order?goods_id=3&goods_type=vod",
    );
    expect(screen.getByRole("link", { name: "会员免费看" })).toHaveAttribute("href", "/vip");
    expect(region).toBeInTheDocument();
    expect(screen.queryByLabelText("课程视频")).not.toBeInTheDocument();
  });

  it("no play address: an in-player panel", () => {
    renderPlayer({ kind: "ready", urls: [], isTry: false });
    expect(screen.getByText("暂无播放地址")).toBeInTheDocument();
  });

  it("plays the first URL with the configured poster; 1x only when dragging is banned", () => {
    renderPlayer({ kind: "ready", urls: [mp4], isTry: false }, { banDrag: true });
    const video = screen.getByLabelText("课程视频") as HTMLVideoElement;
    expect(video.getAttribute("src")).toBe(mp4.url);
    expect(video).toHaveAttribute("poster", "https://api.example.com/cover.png");
    expect(screen.getByLabelText("倍速")).toBeDisabled();
    expect(screen.queryByLabelText("清晰度")).not.toBeInTheDocument();
  });

  it("offers every speed and the quality choice when there are several URLs", () => {
    const low = { ...mp4, url: "https://cdn.example.com/v-480.mp4", label: "480P" };
    renderPlayer({ kind: "ready", urls: [{ ...mp4, label: "720P" }, low], isTry: true }, { freeSeconds: 10 });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "0.5x",
      "0.75x",
      "1x",
      "1.25x",
      "1.5x",
      "2x",
      "720P",
      "480P",
    ]);
    expect(screen.getByText("试看 00:10")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("清晰度"), { target: { value: "1" } });
    expect(screen.getByLabelText("课程视频").getAttribute("src")).toBe(low.url);
  });

  it("shows the watermark with the member's data when enabled", () => {
    renderPlayer({ kind: "ready", urls: [mp4], isTry: false }, {}, true);
    const mark = screen.getByTestId("player-watermark");
    expect(mark).toHaveTextContent("学员7 13800138000");
    expect(mark).toHaveClass("pointer-events-none");
  });

  it("load failure: fetches fresh URLs once, then offers 重试", async () => {
    fetchPlayUrls.mockRejectedValueOnce(new Error("down"));
    renderPlayer({ kind: "ready", urls: [mp4], isTry: false });
    fireEvent.error(screen.getByLabelText("课程视频"));
    expect(await screen.findByText("视频加载失败，请稍后重试")).toBeInTheDocument();
    expect(fetchPlayUrls).toHaveBeenCalledWith(21, false, "https://api.example.com"); // config url: fresh URLs may be relative

    const fresh = { ...mp4, url: "https://cdn.example.com/v.mp4?sign=2" };
    fetchPlayUrls.mockResolvedValueOnce([fresh]);
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(screen.getByLabelText("课程视频").getAttribute("src")).toBe(fresh.url));
    expect(screen.queryByText("视频加载失败，请稍后重试")).not.toBeInTheDocument();
  });

  it("a server-side playinfo failure starts in the error state", () => {
    renderPlayer({ kind: "error", message: "无法获取视频播放地址", isTry: false });
    expect(screen.getByText("视频加载失败，请稍后重试")).toBeInTheDocument();
    expect(screen.getByLabelText("课程视频")).not.toHaveAttribute("src");
  });

  it("another tab's video pauses this one where it is, and 继续在此播放 goes on from there", () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    renderPlayer({ kind: "ready", urls: [mp4], isTry: false });
    const video = screen.getByLabelText("课程视频") as HTMLVideoElement;
    fireEvent.play(video);
    Object.defineProperty(video, "currentTime", { value: 11, writable: true, configurable: true });

    fireEvent(window, new StorageEvent("storage", { key: PLAY_ID_KEY, newValue: "99" }));
    expect(screen.getByText("您已打开新视频，暂停本视频播放")).toBeInTheDocument();
    expect(video.getAttribute("src")).toBe(mp4.url);

    fireEvent.click(screen.getByRole("button", { name: "继续在此播放" }));
    expect(screen.queryByText("您已打开新视频，暂停本视频播放")).not.toBeInTheDocument();
    expect(play).toHaveBeenCalled();
    expect(video.currentTime).toBe(11);
    expect(video.getAttribute("src")).toBe(mp4.url);
    expect(window.localStorage.getItem(PLAY_ID_KEY)).toBe("21");
    play.mockRestore();
  });
});
