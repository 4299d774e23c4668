import { isPlaybackCommand, runCommand, type CommandContext } from "../player-commands";

function fakeVideo(
  start: Partial<{ time: number; paused: boolean; ended: boolean; volume: number; muted: boolean }> = {},
) {
  const state = { time: 0, paused: true, ended: false, volume: 1, muted: false, ...start };
  const video = document.createElement("video");
  Object.defineProperty(video, "currentTime", { get: () => state.time, set: (v: number) => (state.time = v) });
  Object.defineProperty(video, "paused", { get: () => state.paused });
  Object.defineProperty(video, "ended", { get: () => state.ended });
  Object.defineProperty(video, "volume", { get: () => state.volume, set: (v: number) => (state.volume = v) });
  Object.defineProperty(video, "muted", { get: () => state.muted, set: (v: boolean) => (state.muted = v) });
  video.play = jest.fn(() => {
    state.paused = false;
    return Promise.resolve();
  });
  video.pause = jest.fn(() => void (state.paused = true));
  return { video, state };
}

const free: CommandContext = { duration: 30, forwardLimit: Number.POSITIVE_INFINITY, toggleFullscreen: jest.fn() };

describe("runCommand", () => {
  it("toggle-play plays a paused or ended video and pauses a playing one", () => {
    const { video, state } = fakeVideo();
    runCommand(video, { type: "toggle-play" }, free);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(state.paused).toBe(false);
    runCommand(video, { type: "toggle-play" }, free);
    expect(video.pause).toHaveBeenCalledTimes(1);

    const ended = fakeVideo({ paused: false, ended: true });
    runCommand(ended.video, { type: "toggle-play" }, free);
    expect(ended.video.play).toHaveBeenCalled();
  });

  it("seek-by moves from the current position, within the media", () => {
    const { video, state } = fakeVideo({ time: 12 });
    runCommand(video, { type: "seek-by", seconds: 5 }, free);
    expect(state.time).toBe(17);
    runCommand(video, { type: "seek-by", seconds: -5 }, free);
    expect(state.time).toBe(12);
    state.time = 3;
    runCommand(video, { type: "seek-by", seconds: -5 }, free);
    expect(state.time).toBe(0);
    state.time = 28;
    runCommand(video, { type: "seek-by", seconds: 5 }, free);
    expect(state.time).toBe(30);
  });

  it("ban_drag: seeks forward no further than the furthest point watched, back freely", () => {
    const banned = { ...free, forwardLimit: 14 };
    const { video, state } = fakeVideo({ time: 12 });
    runCommand(video, { type: "seek-by", seconds: 5 }, banned);
    expect(state.time).toBe(14);
    runCommand(video, { type: "seek-to", seconds: 25 }, banned);
    expect(state.time).toBe(14);
    runCommand(video, { type: "seek-to", seconds: Number.POSITIVE_INFINITY }, banned);
    expect(state.time).toBe(14);
    runCommand(video, { type: "seek-by", seconds: -5 }, banned);
    expect(state.time).toBe(9);
    runCommand(video, { type: "seek-to", seconds: 2 }, banned);
    expect(state.time).toBe(2);
  });

  it("seek-to End lands on the last frame when seeking is free", () => {
    const { video, state } = fakeVideo({ time: 4 });
    runCommand(video, { type: "seek-to", seconds: Number.POSITIVE_INFINITY }, free);
    expect(state.time).toBe(30);
  });

  it("seek-to End does nothing while no length is known", () => {
    const { video, state } = fakeVideo({ time: 4 });
    runCommand(video, { type: "seek-to", seconds: Number.POSITIVE_INFINITY }, { ...free, duration: Number.NaN });
    expect(state.time).toBe(4);
  });

  it("volume commands change the element's level and mute state", () => {
    const { video, state } = fakeVideo({ volume: 0.5 });
    runCommand(video, { type: "volume-by", delta: 0.1 }, free);
    expect(state).toMatchObject({ volume: 0.6, muted: false });
    runCommand(video, { type: "toggle-mute" }, free);
    expect(state).toMatchObject({ volume: 0.6, muted: true });
    runCommand(video, { type: "toggle-mute" }, free);
    expect(state.muted).toBe(false);
    runCommand(video, { type: "set-volume", level: 0 }, free);
    expect(state).toMatchObject({ volume: 0, muted: true });
  });

  it("toggle-fullscreen is the stage's (the player frame's) fullscreen", () => {
    const toggleFullscreen = jest.fn();
    runCommand(fakeVideo().video, { type: "toggle-fullscreen" }, { ...free, toggleFullscreen });
    expect(toggleFullscreen).toHaveBeenCalledTimes(1);
  });
});

it("play and seek are playback commands; volume and fullscreen are not", () => {
  expect(isPlaybackCommand({ type: "toggle-play" })).toBe(true);
  expect(isPlaybackCommand({ type: "seek-by", seconds: 5 })).toBe(true);
  expect(isPlaybackCommand({ type: "seek-to", seconds: 0 })).toBe(true);
  expect(isPlaybackCommand({ type: "toggle-mute" })).toBe(false);
  expect(isPlaybackCommand({ type: "volume-by", delta: 0.1 })).toBe(false);
  expect(isPlaybackCommand({ type: "set-volume", level: 1 })).toBe(false);
  expect(isPlaybackCommand({ type: "toggle-fullscreen" })).toBe(false);
});
