import { watchedReport, type WatchedReportInput } from "../watched-report";

const lesson = (input: Partial<WatchedReportInput>): WatchedReportInput => ({
  coveredSeconds: 0,
  position: null,
  lessonSeconds: 60,
  mediaSeconds: 60,
  ...input,
});

describe("the number reported to MeEdu for a lesson", () => {
  it.each<[string, Partial<WatchedReportInput>, number]>([
    ["nothing played yet", {}, 0],
    ["stopped at 20.4 s, 20 s played", { coveredSeconds: 20, position: 20.4 }, 20],
    ["a position a hair under a whole second", { coveredSeconds: 10, position: 29.9999 }, 30],
    ["seeked to 52 s and played to the end: one short of the length", { coveredSeconds: 8, position: 60 }, 59],
    ["89 % played, stopped at the end", { coveredSeconds: 53.4, position: 60 }, 59],
    ["90 % played: the length, wherever the member stopped", { coveredSeconds: 54, position: 30 }, 60],
    ["all played", { coveredSeconds: 60, position: 60 }, 60],
    ["stopped early after playing a later part", { coveredSeconds: 30, position: 5 }, 5],
    ["MeEdu's length longer than the media: MeEdu's", { coveredSeconds: 58, position: 60, lessonSeconds: 62 }, 62],
    ["media length unknown: MeEdu's length counts", { coveredSeconds: 54, position: 54, mediaSeconds: null }, 60],
    ["media length NaN: MeEdu's length counts", { coveredSeconds: 53, position: 53, mediaSeconds: Number.NaN }, 53],
    ["no length known at all", { coveredSeconds: 10, position: 10, lessonSeconds: 0, mediaSeconds: null }, 0],
  ])("%s", (_case, input, reported) => {
    expect(watchedReport(lesson(input))).toBe(reported);
  });
});
