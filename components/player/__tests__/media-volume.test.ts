import { isSilent, UNMUTE_LEVEL, volumeAfterMuteToggle, volumeAfterStep, volumeFromSlider } from "../media-volume";

describe("volumeAfterStep (↑/↓)", () => {
  it("moves the level in steps, stays within 0–1, without float drift", () => {
    expect(volumeAfterStep({ volume: 0.7, muted: false }, 0.1)).toEqual({ volume: 0.8, muted: false });
    expect(volumeAfterStep({ volume: 0.3, muted: false }, -0.1)).toEqual({ volume: 0.2, muted: false });
    expect(volumeAfterStep({ volume: 0.95, muted: false }, 0.1)).toEqual({ volume: 1, muted: false });
    expect(volumeAfterStep({ volume: 0.05, muted: false }, -0.1)).toEqual({ volume: 0, muted: false });
  });

  it("a step up unmutes so it is heard; a step down keeps a muted player muted", () => {
    expect(volumeAfterStep({ volume: 0.5, muted: true }, 0.1)).toEqual({ volume: 0.6, muted: false });
    expect(volumeAfterStep({ volume: 0.5, muted: true }, -0.1)).toEqual({ volume: 0.4, muted: true });
  });
});

describe("volumeAfterMuteToggle (静音 / 取消静音, m)", () => {
  it("mutes and unmutes, keeping the level", () => {
    expect(volumeAfterMuteToggle({ volume: 0.6, muted: false })).toEqual({ volume: 0.6, muted: true });
    expect(volumeAfterMuteToggle({ volume: 0.6, muted: true })).toEqual({ volume: 0.6, muted: false });
  });

  it("unmuting a player at level 0 brings it back at an audible level", () => {
    expect(volumeAfterMuteToggle({ volume: 0, muted: false })).toEqual({ volume: UNMUTE_LEVEL, muted: false });
    expect(volumeAfterMuteToggle({ volume: 0, muted: true })).toEqual({ volume: UNMUTE_LEVEL, muted: false });
  });
});

describe("volumeFromSlider (音量)", () => {
  it("sets the level; 0 mutes and any other level unmutes", () => {
    expect(volumeFromSlider(0.35)).toEqual({ volume: 0.35, muted: false });
    expect(volumeFromSlider(0)).toEqual({ volume: 0, muted: true });
    expect(volumeFromSlider(1.4)).toEqual({ volume: 1, muted: false });
    expect(volumeFromSlider(Number.NaN)).toEqual({ volume: 0, muted: true });
  });
});

it("a muted player or one at level 0 is silent", () => {
  expect(isSilent({ volume: 0.5, muted: true })).toBe(true);
  expect(isSilent({ volume: 0, muted: false })).toBe(true);
  expect(isSilent({ volume: 0.5, muted: false })).toBe(false);
});
