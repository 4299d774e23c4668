import { act, renderHook } from "@testing-library/react";
import { usePlaybackGuards } from "../use-playback-guards";

function fakeVideo() {
  const video = document.createElement("video");
  const state = { time: 0, seeking: false, rate: 1 };
  Object.defineProperty(video, "currentTime", { get: () => state.time, set: (v: number) => (state.time = v) });
  Object.defineProperty(video, "seeking", { get: () => state.seeking });
  Object.defineProperty(video, "playbackRate", { get: () => state.rate, set: (v: number) => (state.rate = v) });
  video.pause = jest.fn();
  const fire = (type: string) => act(() => void video.dispatchEvent(new Event(type)));
  const playTo = (time: number) => {
    state.time = time;
    fire("timeupdate");
  };
  const seekTo = (time: number) => {
    state.time = time;
    state.seeking = true;
    fire("seeking");
    state.seeking = false;
  };
  return { video, state, fire, playTo, seekTo };
}

const options = { banDrag: false, watchedSeconds: 0, trialSeconds: 0, onTrialEnd: jest.fn() };

describe("usePlaybackGuards", () => {
  it("ban_drag: snaps a forward seek back to the furthest watched point, allows seeking back", () => {
    const v = fakeVideo();
    renderHook(() => usePlaybackGuards({ current: v.video }, { ...options, banDrag: true, watchedSeconds: 5 }));
    v.playTo(6);
    v.playTo(8);
    v.seekTo(25);
    expect(v.state.time).toBe(8);
    v.seekTo(2);
    expect(v.state.time).toBe(2);
    v.seekTo(7);
    expect(v.state.time).toBe(7);
  });

  it("ban_drag: the controls may seek forward up to the furthest point watched, which grows with playback", () => {
    const v = fakeVideo();
    const { result } = renderHook(() =>
      usePlaybackGuards({ current: v.video }, { ...options, banDrag: true, watchedSeconds: 5 }),
    );
    expect(result.current.forwardLimit()).toBe(5);
    v.playTo(6);
    v.playTo(9);
    expect(result.current.forwardLimit()).toBe(9);
    v.seekTo(2);
    expect(result.current.forwardLimit()).toBe(9);
  });

  it("without ban_drag the controls may seek anywhere", () => {
    const v = fakeVideo();
    const { result } = renderHook(() => usePlaybackGuards({ current: v.video }, { ...options, watchedSeconds: 5 }));
    expect(result.current.forwardLimit()).toBe(Number.POSITIVE_INFINITY);
  });

  it("ban_drag: keeps the speed at 1x", () => {
    const v = fakeVideo();
    renderHook(() => usePlaybackGuards({ current: v.video }, { ...options, banDrag: true }));
    v.state.rate = 2;
    v.fire("ratechange");
    expect(v.state.rate).toBe(1);
  });

  it("without ban_drag every seek and speed is allowed", () => {
    const v = fakeVideo();
    renderHook(() => usePlaybackGuards({ current: v.video }, options));
    v.seekTo(25);
    expect(v.state.time).toBe(25);
    v.state.rate = 2;
    v.fire("ratechange");
    expect(v.state.rate).toBe(2);
  });

  it("trial: pauses at free_seconds, also when seeking past it", () => {
    const v = fakeVideo();
    const onTrialEnd = jest.fn();
    renderHook(() => usePlaybackGuards({ current: v.video }, { ...options, trialSeconds: 10, onTrialEnd }));
    v.playTo(9.5);
    expect(onTrialEnd).not.toHaveBeenCalled();
    v.playTo(10.1);
    expect(v.video.pause).toHaveBeenCalled();
    expect(onTrialEnd).toHaveBeenCalled();
    v.seekTo(20);
    expect(v.state.time).toBe(10);
  });
});
