import { act, renderHook } from "@testing-library/react";
import { useProgressReporting } from "../use-progress-reporting";

const reportProgress = jest.fn(() => Promise.resolve());
const reportProgressOnLeave = jest.fn();
jest.mock("@/lib/api/video", () => ({
  reportProgress: (...args: unknown[]) => reportProgress(...(args as [])),
  reportProgressOnLeave: (...args: unknown[]) => reportProgressOnLeave(...(args as [])),
}));

function mountOn(video: HTMLVideoElement, watchedSeconds = 0) {
  return renderHook(() => useProgressReporting({ current: video }, 21, watchedSeconds));
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
    ["seeking forward from 3 s to 27 s", (video: HTMLVideoElement) => seekTo(video, 27), 3],
    ["a forward jump without seek events", (video: HTMLVideoElement) => setTime(video, 27), 3],
    ["seeking back to 1 s and watching again", (video: HTMLVideoElement) => seekTo(video, 1), 3],
  ])("reports how far was watched, not %s", (_case, move, reported) => {
    const video = document.createElement("video");
    mountOn(video);
    startAt(video, 0);
    playTo(video, 3);
    move(video);
    playTo(video, video.currentTime + 2);
    fire(video, "pause");
    expect(reportProgress).toHaveBeenLastCalledWith(21, reported);
  });

  it("keeps the saved point when the start is watched again: the next visit resumes there, not further", () => {
    const video = document.createElement("video");
    mountOn(video, 15);
    seekTo(video, 15); // the player resumes at the saved position
    startAt(video, 15);
    seekTo(video, 0);
    fire(video, "playing");
    playTo(video, 6);
    fire(video, "pause");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 15);
  });

  it("goes on from the saved point when playing on from the resume point", () => {
    const video = document.createElement("video");
    mountOn(video, 12);
    seekTo(video, 12); // the player resumes at the saved position
    startAt(video, 12);
    playTo(video, 20.2);
    fire(video, "pause");
    expect(reportProgress).toHaveBeenLastCalledWith(21, 20);
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
