import { createWatchedReach } from "../watched-reach";

type Step = number | "seek";

/** Feeds positions (and seeks) to a counter that starts at `start`; returns how far was watched. */
function reachedThrough(steps: Step[], start = 0): number {
  const reach = createWatchedReach(start);
  for (const step of steps) {
    if (step === "seek") reach.interrupt();
    else reach.observe(step);
  }
  return Math.round(reach.seconds() * 1000) / 1000;
}

/** Positions from `from` to `to` every `every` seconds, like timeupdate. */
const run = (from: number, to: number, every = 0.25) =>
  Array.from({ length: Math.round((to - from) / every) + 1 }, (_, i) => from + i * every);

describe("how far a lesson was watched", () => {
  it.each<[string, Step[], number, number]>([
    ["a straight run from 0 to 30", run(0, 30), 0, 30],
    ["a run at 2× (0.5 s steps)", run(0, 30, 0.5), 0, 30],
    ["a run with uneven 15–250 ms steps", [0, 0.015, 0.2, 0.45, 0.7, 0.95, 1.2], 0, 1.2],
    ["a seek forward from 3 s to 27 s, played on to 30", [...run(0, 3), "seek", ...run(27, 30)], 0, 3],
    ["a jump forward without a seek event", [...run(0, 5), 27, ...run(27.25, 28)], 0, 5],
    ["a seek back from 10 s to 2 s, watched again to 5", [...run(0, 10), "seek", ...run(2, 5)], 0, 10],
    ["a seek back, watched again past the furthest point", [...run(0, 10), "seek", ...run(2, 14)], 0, 14],
    ["a step back without a seek event", [...run(0, 10), 9, ...run(9.25, 10)], 0, 10],
    ["a paused stretch (the same position repeated)", [0, 1, 1, 1, 1, 2], 0, 2],
    ["non-finite positions", [0, Number.NaN, 1, Number.POSITIVE_INFINITY, 2], 0, 2],
    ["nothing played", [], 0, 0],
    ["nothing played, 15 s watched before", [], 15, 15],
    ["playing on from the resume point", run(12, 20), 12, 20],
    ["watching the start again, 15 s watched before", run(0, 6), 15, 15],
    ["watching from the start past the saved point", run(0, 20), 15, 20],
    ["the end of a finished 30 s lesson watched again", run(24, 30), 30, 30],
    ["a skip past the saved point does not count", ["seek", ...run(25, 30)], 12, 12],
  ])("%s", (_case, steps, start, seconds) => {
    expect(reachedThrough(steps, start)).toBe(seconds);
  });
});
