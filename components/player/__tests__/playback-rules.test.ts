import { allowedRates, createSeekGuard, resumePosition, seekTarget, trialReached } from "../playback-rules";

describe("ban_drag seek guard", () => {
  it("allows seeking back and up to the furthest watched point, snaps back beyond it", () => {
    const guard = createSeekGuard(0);
    for (const time of [0.25, 0.5, 1, 5, 8.2]) guard.observe(time);
    expect(guard.furthest()).toBe(8.2);
    expect(guard.resolveSeek(3)).toBeNull();
    expect(guard.resolveSeek(9)).toBeNull(); // within the 1 s tolerance
    expect(guard.resolveSeek(20)).toBe(8.2);
  });

  it("starts from the saved progress and never moves backwards", () => {
    const guard = createSeekGuard(12);
    expect(guard.resolveSeek(12)).toBeNull();
    guard.observe(2);
    expect(guard.furthest()).toBe(12);
    expect(guard.resolveSeek(25)).toBe(12);
    guard.observe(Number.NaN);
    expect(guard.furthest()).toBe(12);
  });

  it("only offers 1x when dragging is banned", () => {
    expect(allowedRates(true)).toEqual([1]);
    expect(allowedRates(false)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
  });
});

describe("seekTarget", () => {
  it("stays inside the media", () => {
    expect(seekTarget(12, 30, Infinity)).toBe(12);
    expect(seekTarget(-3, 30, Infinity)).toBe(0);
    expect(seekTarget(45, 30, Infinity)).toBe(30);
    expect(seekTarget(Number.NaN, 30, Infinity)).toBe(0);
  });

  it("before the length is known only the start bounds it", () => {
    expect(seekTarget(45, Number.NaN, Infinity)).toBe(45);
    expect(seekTarget(45, 0, Infinity)).toBe(45);
  });

  it("ban_drag: no further forward than the limit (the furthest point watched)", () => {
    expect(seekTarget(25, 30, 8.2)).toBe(8.2);
    expect(seekTarget(3, 30, 8.2)).toBe(3);
    expect(seekTarget(Infinity, 30, 8.2)).toBe(8.2);
  });
});

describe("resumePosition", () => {
  it("resumes inside the video and not in its last 3 seconds", () => {
    expect(resumePosition(12.7, 30)).toBe(12);
    expect(resumePosition(0, 30)).toBe(0);
    expect(resumePosition(27, 30)).toBe(0);
    expect(resumePosition(26.9, 30)).toBe(26);
    expect(resumePosition(40, 30)).toBe(0);
    expect(resumePosition(10, Number.NaN)).toBe(0);
  });

  it("does not resume past the trial limit", () => {
    expect(resumePosition(8, 30, 10)).toBe(8);
    expect(resumePosition(10, 30, 10)).toBe(0);
  });
});

describe("trialReached", () => {
  it("stops at free_seconds", () => {
    expect(trialReached(9.9, 10)).toBe(false);
    expect(trialReached(10, 10)).toBe(true);
    expect(trialReached(100, 0)).toBe(false);
  });
});
