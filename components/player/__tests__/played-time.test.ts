import { createPlayedTime } from "../played-time";

type Step = number | "seek";

/** Feeds positions (and seeks) to a counter and returns the seconds played. */
function playedThrough(steps: Step[]): number {
  const played = createPlayedTime();
  for (const step of steps) {
    if (step === "seek") played.interrupt();
    else played.observe(step);
  }
  return Math.round(played.seconds() * 1000) / 1000;
}

/** Positions from `from` to `to` every `every` seconds, like timeupdate. */
const run = (from: number, to: number, every = 0.25) =>
  Array.from({ length: Math.round((to - from) / every) + 1 }, (_, i) => from + i * every);

describe("played time", () => {
  it.each<[string, Step[], number]>([
    ["a straight run from 0 to 30", run(0, 30), 30],
    ["a run at 2× (0.5 s steps)", run(0, 30, 0.5), 30],
    ["a run with uneven 15–250 ms steps", [0, 0.015, 0.2, 0.45, 0.7, 0.95, 1.2], 1.2],
    ["a seek forward from 3 s to 27 s", [...run(0, 3), "seek", ...run(27, 30)], 6],
    ["a jump forward without a seek event", [...run(0, 5), 27, ...run(27.25, 28)], 6],
    ["a seek back from 10 s to 2 s, watched again", [...run(0, 10), "seek", ...run(2, 5)], 13],
    ["a step back without a seek event", [...run(0, 10), 9, ...run(9.25, 10)], 11],
    ["a paused stretch (the same position repeated)", [0, 1, 1, 1, 1, 2], 2],
    ["non-finite positions", [0, Number.NaN, 1, Number.POSITIVE_INFINITY, 2], 2],
    ["nothing played", [], 0],
    ["starting at the resume point", [...run(12, 20)], 8],
  ])("%s", (_case, steps, seconds) => {
    expect(playedThrough(steps)).toBe(seconds);
  });
});
