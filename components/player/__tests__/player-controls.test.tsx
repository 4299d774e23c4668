import { act, fireEvent, screen } from "@testing-library/react";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { LessonPlayer, type LessonPlayerProps } from "../lesson-player";
import { LESSON_PROPS } from "@/lib/test-helpers/lesson-player-props";

jest.mock("@/lib/api/video", () => ({
  fetchPlayUrls: jest.fn(),
  reportProgress: jest.fn(() => Promise.resolve()),
  reportProgressOnLeave: jest.fn(),
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const mp4 = { url: "https://cdn.example.com/v.mp4", format: "mp4", label: "默认", duration: 30 };

const base: LessonPlayerProps = { ...LESSON_PROPS, playback: { kind: "ready", urls: [mp4], isTry: false } };

/** The rendered <video> with a controllable media state (jsdom plays nothing). */
function renderPlayer(extra: Partial<LessonPlayerProps> = {}) {
  renderWithStores(<LessonPlayer {...base} {...extra} />, { user: makeUser({ id: 7 }) });
  const video = screen.getByLabelText("课程视频") as HTMLVideoElement;
  const media = { time: 0, paused: true, duration: 30, volume: 1, muted: false, seeking: false };
  const fire = (type: string) => act(() => void video.dispatchEvent(new Event(type)));
  Object.defineProperties(video, {
    currentTime: {
      get: () => media.time,
      set: (value: number) => {
        media.time = value;
        fire("seeking");
      },
    },
    paused: { get: () => media.paused },
    ended: { get: () => false },
    seeking: { get: () => media.seeking },
    duration: { get: () => media.duration },
    volume: {
      get: () => media.volume,
      set: (value: number) => {
        media.volume = value;
        fire("volumechange");
      },
    },
    muted: {
      get: () => media.muted,
      set: (value: boolean) => {
        media.muted = value;
        fire("volumechange");
      },
    },
  });
  video.play = jest.fn(() => {
    media.paused = false;
    fire("play");
    return Promise.resolve();
  });
  video.pause = jest.fn(() => {
    media.paused = true;
    fire("pause");
  });
  const playTo = (time: number) => {
    media.time = time;
    fire("timeupdate");
  };
  fire("durationchange");
  return { video, media, fire, playTo, frame: screen.getByRole("group", { name: "视频播放器" }) };
}

const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name });

beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("");
});

describe("the player's own controls", () => {
  it("replace the browser's: the video has no controls, every control is named in Chinese", () => {
    const { video, frame } = renderPlayer();
    expect(video).not.toHaveAttribute("controls");
    expect(frame).toHaveAttribute("tabindex", "0");
    expect(frame).toHaveAttribute("aria-keyshortcuts", "Space K ArrowLeft ArrowRight ArrowUp ArrowDown F M");
    expect(screen.getByRole("button", { name: "播放" })).toHaveAttribute("title", "播放");
    expect(screen.getByRole("slider", { name: "播放进度" })).toHaveAttribute("aria-valuetext", "00:00 / 00:30");
    expect(screen.getByRole("button", { name: "静音" })).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "音量" })).toHaveValue("1");
    expect(screen.getByRole("combobox", { name: "倍速" })).toHaveValue("1");
    expect(screen.getByRole("button", { name: "全屏" })).toHaveTextContent("全屏");
    expect(screen.getByText("00:00 / 00:30")).toBeInTheDocument();
  });

  it("播放 / 暂停 and a click on the picture toggle playback; the bar follows the element", () => {
    const { video, playTo } = renderPlayer();
    fireEvent.click(screen.getByRole("button", { name: "播放" }));
    expect(video.play).toHaveBeenCalledTimes(1);
    playTo(4.6);
    expect(screen.getByText("00:04 / 00:30")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "暂停" }));
    expect(video.pause).toHaveBeenCalledTimes(1);
    fireEvent.click(video);
    expect(video.play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "暂停" })).toBeInTheDocument();
  });

  it("the seek bar moves playback and shows where it is", () => {
    const { media } = renderPlayer();
    const bar = screen.getByRole("slider", { name: "播放进度" });
    fireEvent.change(bar, { target: { value: "21" } });
    expect(media.time).toBe(21);
    expect(bar).toHaveAttribute("aria-valuetext", "00:21 / 00:30");
    expect(screen.getByText("00:21 / 00:30")).toBeInTheDocument();
  });

  it("ban_drag: neither the seek bar nor → goes past the furthest point watched; going back works", () => {
    const { media, frame, playTo } = renderPlayer({ banDrag: true, watchedSeconds: 5 });
    playTo(4);
    fireEvent.change(screen.getByRole("slider", { name: "播放进度" }), { target: { value: "25" } });
    expect(media.time).toBe(5);
    playTo(7);
    key(frame, "ArrowRight");
    expect(media.time).toBe(7);
    key(frame, "ArrowLeft");
    expect(media.time).toBe(2);
    expect(screen.getByRole("combobox", { name: "倍速" })).toBeDisabled();
  });

  it("shortcuts on the focused player: Space/k, ←/→ 5 s, ↑/↓ volume, m mute", () => {
    const { video, media, frame, playTo } = renderPlayer();
    frame.focus();
    key(frame, " ");
    expect(video.play).toHaveBeenCalledTimes(1);
    key(frame, "k");
    expect(video.pause).toHaveBeenCalledTimes(1);
    playTo(10);
    key(frame, "ArrowRight");
    expect(media.time).toBe(15);
    key(frame, "ArrowLeft");
    key(frame, "ArrowLeft");
    expect(media.time).toBe(5);
    key(frame, "ArrowDown");
    key(frame, "ArrowDown");
    expect(media.volume).toBe(0.8);
    key(frame, "ArrowUp");
    expect(media.volume).toBe(0.9);
    key(frame, "m");
    expect(media.muted).toBe(true);
    expect(screen.getByRole("button", { name: "取消静音" })).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "音量" })).toHaveValue("0");
  });

  it("keys reach the shortcuts from the bar too, but Space stays a focused button's own", () => {
    const { video, media, playTo } = renderPlayer();
    const playButton = screen.getByRole("button", { name: "播放" });
    key(playButton, " ");
    expect(video.play).not.toHaveBeenCalled();
    key(playButton, "k");
    expect(video.play).toHaveBeenCalledTimes(1);
    playTo(10);
    key(screen.getByRole("slider", { name: "播放进度" }), "ArrowUp");
    expect(media.time).toBe(15);
    key(screen.getByRole("combobox", { name: "倍速" }), "ArrowRight");
    expect(media.time).toBe(15);
  });

  it("the volume slider and the mute button", () => {
    const { media } = renderPlayer();
    fireEvent.change(screen.getByRole("slider", { name: "音量" }), { target: { value: "0.35" } });
    expect(media).toMatchObject({ volume: 0.35, muted: false });
    fireEvent.click(screen.getByRole("button", { name: "静音" }));
    expect(media.muted).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "取消静音" }));
    expect(media).toMatchObject({ volume: 0.35, muted: false });
  });

  it("全屏 and f put the player frame (with the watermark and overlays) in fullscreen, not the video", () => {
    const requestFullscreen = jest.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      const { frame } = renderPlayer();
      fireEvent.click(screen.getByRole("button", { name: "全屏" }));
      key(frame, "f");
      expect(requestFullscreen).toHaveBeenCalledTimes(2);
      expect(requestFullscreen.mock.contexts).toEqual([frame, frame]);
      expect(frame).toHaveAttribute("data-testid", "player-frame");
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    }
  });

  it("a double click is fullscreen, a double tap only plays and pauses", () => {
    const requestFullscreen = jest.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      const { video } = renderPlayer();
      // jsdom has no PointerEvent: a plain event carrying the pointer type React reads.
      const pointerDown = (pointerType: string) =>
        fireEvent(video, Object.assign(new Event("pointerdown", { bubbles: true }), { pointerType }));
      pointerDown("touch");
      fireEvent.doubleClick(video);
      expect(requestFullscreen).not.toHaveBeenCalled();
      pointerDown("mouse");
      fireEvent.doubleClick(video);
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    }
  });

  it("without element fullscreen (iPhone Safari) 全屏 lays the frame over the viewport, watermark and all", () => {
    const { frame } = renderPlayer();
    expect(HTMLElement.prototype.requestFullscreen).toBeUndefined();
    fireEvent.click(screen.getByRole("button", { name: "全屏" }));
    expect(frame).toHaveClass("fixed", "inset-0");
    fireEvent.click(screen.getByRole("button", { name: "退出全屏" }));
    expect(frame).not.toHaveClass("fixed");
    key(frame, "f");
    expect(frame).toHaveClass("fixed");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(frame).not.toHaveClass("fixed");
    expect(screen.getByRole("button", { name: "全屏" })).toBeInTheDocument();
  });

  it("while an overlay covers the video (trial end) play and seek wait; volume still works", () => {
    const { video, media, frame, playTo } = renderPlayer({
      playback: { kind: "ready", urls: [mp4], isTry: true },
      freeSeconds: 10,
    });
    playTo(10.2);
    expect(screen.getByRole("region", { name: "试看结束，购买课程观看所有视频" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "播放" })).toBeDisabled();
    expect(screen.getByRole("slider", { name: "播放进度" })).toBeDisabled();
    key(frame, "k");
    fireEvent.click(video);
    expect(video.play).not.toHaveBeenCalled();
    key(frame, "ArrowLeft");
    expect(media.time).toBe(10.2);
    key(frame, "m");
    expect(media.muted).toBe(true);
  });
});
