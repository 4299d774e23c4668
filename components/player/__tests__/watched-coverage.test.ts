import { createWatchedCoverage, type Stretch } from "../watched-coverage";

type Step = number | "seek";

/** Feeds positions (and seeks) after `earlier` stretches; returns the seconds covered and the stop point. */
function playedThrough(steps: Step[], earlier: Stretch[] = []) {
  const coverage = createWatchedCoverage(earlier);
  for (const step of steps) {
    if (step === "seek") coverage.interrupt();
    else coverage.observe(step);
  }
  return { covered: Math.round(coverage.coveredSeconds() * 1000) / 1000, stoppedAt: coverage.position() };
}

/** Positions from `from` to `to` every `every` seconds, like timeupdate. */
const run = (from: number, to: number, every = 0.25) =>
  Array.from({ length: Math.round((to - from) / every) + 1 }, (_, i) => from + i * every);

describe("the seconds of a lesson really played", () => {
  it.each<[string, Step[], Stretch[], number, number | null]>([
    ["a straight run from 0 to 30", run(0, 30), [], 30, 30],
    ["a run at 2× (0.5 s steps)", run(0, 30, 0.5), [], 30, 30],
    ["a run with uneven 15–250 ms steps", [0, 0.015, 0.2, 0.45, 0.7, 0.95, 1.2], [], 1.2, 1.2],
    ["a seek ahead from 0 to 52, played to 60", ["seek", ...run(52, 60)], [], 8, 60],
    ["a seek forward from 3 s to 27 s, played on to 30", [...run(0, 3), "seek", ...run(27, 30)], [], 6, 30],
    ["a jump forward without a seek event", [...run(0, 5), 27, ...run(27.25, 28)], [], 6, 28],
    ["a part replayed counts once", [...run(0, 10), "seek", ...run(2, 5)], [], 10, 5],
    ["a replay past the end of the first run", [...run(0, 10), "seek", ...run(2, 14)], [], 14, 14],
    ["a step back without a seek event", [...run(0, 10), 9, ...run(9.25, 10)], [], 10, 10],
    ["a paused stretch (the same position repeated)", [0, 1, 1, 1, 1, 2], [], 2, 2],
    ["non-finite and negative positions", [0, Number.NaN, 1, Number.POSITIVE_INFINITY, -3, 2], [], 2, 2],
    ["nothing played", [], [], 0, null],
    ["stretches of an earlier visit, nothing played now", [], [[0, 15]], 15, null],
    ["an earlier visit's stretch joined by this one", run(10, 20), [[0, 12]], 20, 20],
    ["malformed stretches are dropped", run(0, 2), [[5, 3] as unknown as Stretch, [-1, 4]], 2, 2],
  ])("%s", (_case, steps, earlier, covered, stoppedAt) => {
    expect(playedThrough(steps, earlier)).toEqual({ covered, stoppedAt });
  });
});
