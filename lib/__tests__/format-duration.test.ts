/** @jest-environment node */
import { formatDuration } from "../shared/format-duration";
import { formatFileSize } from "../shared/format-file-size";

describe("formatDuration", () => {
  it.each([
    [0, "00:00"],
    [5, "00:05"],
    [615, "10:15"],
    [3599, "59:59"],
    [3600, "01:00:00"],
    [3725, "01:02:05"],
    [-3, "00:00"],
    [Number.NaN, "00:00"],
  ])("%s s → %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [512_000, "500 KB"],
    [2_457_600, "2.3 MB"],
    [1024 * 1024, "1 MB"],
  ])("%s bytes → %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
