import { act, renderHook } from "@testing-library/react";
import { useProgressReporting } from "../use-progress-reporting";

const reportProgress = jest.fn(() => Promise.resolve());
const reportProgressOnLeave = jest.fn();
jest.mock("@/lib/api/video", () => ({
  reportProgress: (...args: unknown[]) => reportProgress(...(args as [])),
  reportProgressOnLeave: (...args: unknown[]) => reportProgressOnLeave(...(args as [])),
}));

function mountOn(video: HTMLVideoElement) {
  return renderHook(() => useProgressReporting({ current: video }, 21));
}

function setTime(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, "currentTime", { value: seconds, configurable: true });
}

describe("useProgressReporting", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reportProgress.mockClear();
    reportProgressOnLeave.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("posts every 10 s while playing and on pause", () => {
    const video = document.createElement("video");
    mountOn(video);
    act(() => void video.dispatchEvent(new Event("playing")));
    setTime(video, 10.4);
    act(() => jest.advanceTimersByTime(10_000));
    expect(reportProgress).toHaveBeenLastCalledWith(21, 10);
    setTime(video, 14.9);
    act(() => void video.dispatchEvent(new Event("pause")));
    expect(reportProgress).toHaveBeenLastCalledWith(21, 14);
    expect(reportProgressOnLeave).not.toHaveBeenCalled();
  });

  it("uses the keepalive request when the tab is hidden, on pagehide and on unmount", () => {
    const video = document.createElement("video");
    const { unmount } = mountOn(video);
    act(() => void video.dispatchEvent(new Event("playing")));
    setTime(video, 6);
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(reportProgressOnLeave).toHaveBeenLastCalledWith(21, 6);
    setTime(video, 7);
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(reportProgressOnLeave).toHaveBeenLastCalledWith(21, 7);
    setTime(video, 8);
    unmount();
    expect(reportProgressOnLeave).toHaveBeenLastCalledWith(21, 8);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  it("reports the end of the video", () => {
    const video = document.createElement("video");
    mountOn(video);
    act(() => void video.dispatchEvent(new Event("playing")));
    setTime(video, 30);
    act(() => void video.dispatchEvent(new Event("ended")));
    expect(reportProgress).toHaveBeenLastCalledWith(21, 30);
  });
});
