import { act, renderHook } from "@testing-library/react";
import { useProgressReporting } from "../use-progress-reporting";

const reportProgress = jest.fn(() => Promise.resolve());
const reportProgressOnLeave = jest.fn();
jest.mock("@/lib/api/video", () => ({
  reportProgress: (...args: unknown[]) => reportProgress(...(args as [])),
  reportProgressOnLeave: (...args: unknown[]) => reportProgressOnLeave(...(args as [])),
}));

function mountOn(video: HTMLVideoElement, watchedSeconds = 0, memberId: number | null = null) {
  return renderHook(() =>
    useProgressReporting({ current: video }, { videoId: 21, lessonSeconds: 30, watchedSeconds, memberId }),
  );
}

function setTime(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, "currentTime", { value: seconds, configurable: true });
}

function fire(target: EventTarget, type: string) {
  act(() => void target.dispatchEvent(new Event(type)));
}

/** Plays from the current position to `to` with timeupdates every 250 ms (no timers run). */
function playTo(video: HTMLVideoElement, to: number) {
  for (let t = video.currentTime + 0.25; t < to; t += 0.25) {
    setTime(video, t);
    fire(video, "timeupdate");
  }
  setTime(video, to);
  fire(video, "timeupdate");
}

/** A user seek: seeking (with the element's flag set), the new position, seeked. */
function seekTo(video: HTMLVideoElement, to: number) {
  Object.defineProperty(video, "seeking", { value: true, configurable: true });
  fire(video, "seeking");
  setTime(video, to);
  fire(video, "timeupdate");
  Object.defineProperty(video, "seeking", { value: false, configurable: true });
  fire(video, "seeked");
}

function startAt(video: HTMLVideoElement, seconds: number) {
  setTime(video, seconds);
  fire(video, "playing");
}

describe("useProgressReporting", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reportProgress.mockClear();
    reportProgressOnLeave.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("posts the seconds played every 10 s while playing and on pause", () => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    playTo(video, 10.4);
    act(() => jest.advanceTimersByTime(10_000));
    expect(reportProgress).toHaveBeenLastCalledWith(21, 10);
    playTo(video, 14.9);
    fire(video, "pause");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 14);
    expect(reportProgressOnLeave).not.toHaveBeenCalled();
  });

  it.each([
    ["seeking forward from 3 s to 25 s", (video: HTMLVideoElement) => seekTo(video, 25), 27],
    ["a forward jump without seek events", (video: HTMLVideoElement) => setTime(video, 25), 27],
    ["seeking back to 1 s and watching again", (video: HTMLVideoElement) => seekTo(video, 1), 3],
  ])("reports where the member stopped after %s", (_case, move, reported) => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    playTo(video, 3);
    move(video);
    playTo(video, video.currentTime + 2);
    fire(video, "pause");
    expect(reportProgress).toHaveBeenLastCalledWith(21, reported);
  });

  it("a seek to 26 s of 30 played to the end leaves a resume point, one second short of finished", () => {
    const video = document.createElement("video");
    mountOn(video);
    seekTo(video, 26);
    startAt(video, 26);
    playTo(video, 30);
    fire(video, "ended");
    expect(reportProgress).toHaveBeenCalledTimes(1);
    expect(reportProgress).toHaveBeenLastCalledWith(21, 29);
  });

  it("a part skipped is fine once 90 % was played: 0–24 s, skip to 26 s, on to the end", () => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    playTo(video, 24);
    seekTo(video, 26);
    playTo(video, 30);
    fire(video, "ended");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 30);
  });

  it("89 % played is not finished: 0–23.1 s, skip to 26.4 s, on to the end", () => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    playTo(video, 23.1);
    seekTo(video, 26.4);
    playTo(video, 30);
    fire(video, "ended");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 29);
  });

  it("exactly 90 % played is finished: 0–23.4 s, skip to 26.4 s, on to the end", () => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    playTo(video, 23.4);
    seekTo(video, 26.4);
    playTo(video, 30);
    fire(video, "ended");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 30);
  });

  it("keeps the member's stretches between visits in this browser, for that member only", () => {
    localStorage.clear();
    const first = document.createElement("video");
    const visit = mountOn(first, 0, 7);
    startAt(first, 0);
    playTo(first, 20);
    fire(first, "pause");
    visit.unmount();

    for (const [memberId, reported] of [
      [8, 29],
      [7, 30],
    ] as const) {
      const again = document.createElement("video");
      mountOn(again, 20, memberId);
      seekTo(again, 22);
      startAt(again, 22);
      playTo(again, 30);
      fire(again, "ended");
      expect(reportProgress).toHaveBeenLastCalledWith(21, reported);
    }
  });

  it("reports the whole length when a lesson is watched through to the end", () => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    for (let t = 0.1; t < 30; t += 0.1) {
      setTime(video, t);
      fire(video, "timeupdate");
    }
    setTime(video, 30);
    fire(video, "ended");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 30);
  });

  it("starts over after the source changes (quality switch)", () => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    playTo(video, 8);
    fire(video, "emptied");
    setTime(video, 0);
    fire(video, "timeupdate");
    seekTo(video, 8);
    fire(video, "playing");
    playTo(video, 10);
    fire(video, "pause");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 10);
  });

  it("uses the keepalive request when the tab is hidden, on pagehide and on unmount", () => {
    const video = document.createElement("video");
    const { unmount } = mountOn(video);
    startAt(video, 0);
    playTo(video, 6);
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    fire(document, "visibilitychange");
    expect(reportProgressOnLeave).toHaveBeenLastCalledWith(21, 6);
    playTo(video, 7);
    fire(window, "pagehide");
    expect(reportProgressOnLeave).toHaveBeenLastCalledWith(21, 7);
    playTo(video, 8);
    unmount();
    expect(reportProgressOnLeave).toHaveBeenLastCalledWith(21, 8);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  it("stops listening once the player is gone: a later play, pagehide or hidden tab reports nothing", () => {
    const video = document.createElement("video");
    const { unmount } = mountOn(video);
    startAt(video, 0);
    playTo(video, 4);
    unmount();
    const reportsAtUnmount = reportProgress.mock.calls.length + reportProgressOnLeave.mock.calls.length;
    startAt(video, 4);
    playTo(video, 30);
    fire(video, "pause");
    fire(window, "pagehide");
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    fire(document, "visibilitychange");
    act(() => void jest.advanceTimersByTime(30_000));
    expect(reportProgress.mock.calls.length + reportProgressOnLeave.mock.calls.length).toBe(reportsAtUnmount);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });
});
