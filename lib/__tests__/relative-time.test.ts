/** @jest-environment node */
import { formatChinaDate, formatChinaDateTime, parseMeeduDate, relativeTime } from "../shared/relative-time";

// 2024-06-15 12:00:00 China time.
const NOW = new Date("2024-06-15T04:00:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe("relativeTime bands", () => {
  it.each([
    [0, "刚刚"],
    [59, "刚刚"],
    [60, "1分钟前"],
    [59 * 60 + 59, "59分钟前"],
    [3600, "1小时前"],
    [23 * 3600 + 3599, "23小时前"],
    [86400, "1天前"],
    [6 * 86400 + 86399, "6天前"],
  ])("%i seconds ago → %s", (seconds, expected) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(expected);
  });

  it("shows MM-DD from 7 days to under a year, in China time", () => {
    expect(relativeTime(ago(7 * 86400), NOW)).toBe("06-08");
    // 2024-05-31T17:30Z is already June 1st in China (UTC would say 05-31).
    expect(relativeTime("2024-05-31T17:30:00.000000Z", NOW)).toBe("06-01");
    expect(relativeTime(ago(364 * 86400), NOW)).toBe("06-17");
  });

  it("shows YYYY-MM-DD HH:mm from a year on, in China time", () => {
    expect(relativeTime(ago(365 * 86400), NOW)).toBe("2023-06-16 12:00");
    expect(relativeTime("2022-12-31T16:05:00Z", NOW)).toBe("2023-01-01 00:05");
  });

  it("reads raw MeEdu times as China time and ISO times with their zone", () => {
    expect(relativeTime("2024-06-15 10:00:00", NOW)).toBe("2小时前");
    expect(relativeTime("2024-06-15T02:00:00.000000Z", NOW)).toBe("2小时前");
    expect(relativeTime("2024-06-15T10:00:00+08:00", NOW)).toBe("2小时前");
    expect(relativeTime("2024-06-01 08:00:00", NOW)).toBe("06-01");
  });

  it("shows 刚刚 for future dates and passes unparseable text through", () => {
    expect(relativeTime("2024-06-15 13:00:00", NOW)).toBe("刚刚");
    expect(relativeTime("刚刚", NOW)).toBe("刚刚");
    expect(relativeTime("not a date", NOW)).toBe("not a date");
    expect(relativeTime(new Date("x"), NOW)).toBe("");
  });
});

describe("parseMeeduDate", () => {
  it("parses the backend's formats to the same instant", () => {
    const instant = Date.UTC(2024, 4, 1, 2, 0, 0);
    expect(parseMeeduDate("2024-05-01 10:00:00")?.getTime()).toBe(instant);
    expect(parseMeeduDate("2024-05-01T02:00:00.000000Z")?.getTime()).toBe(instant);
    expect(parseMeeduDate("2024-05-01T10:00:00+0800")?.getTime()).toBe(instant);
    expect(parseMeeduDate("2024-05-01 10:00")?.getTime()).toBe(instant);
    expect(parseMeeduDate("2024-05-01")?.getTime()).toBe(Date.UTC(2024, 3, 30, 16));
    expect(parseMeeduDate("2024-05-01T02:00:00.123456Z")?.getMilliseconds()).toBe(123);
  });

  it("rejects garbage and impossible dates", () => {
    expect(parseMeeduDate("")).toBeNull();
    expect(parseMeeduDate("2024-13-01 10:00:00")).toBeNull();
    expect(parseMeeduDate("2024-05-01 25:00:00")).toBeNull();
    expect(parseMeeduDate("yesterday")).toBeNull();
  });
});

describe("formatChinaDateTime", () => {
  it("formats in China time whatever the server zone", () => {
    expect(formatChinaDateTime("2024-05-01T18:30:00Z")).toBe("2024-05-02 02:30");
    expect(formatChinaDateTime("2024-05-01 10:00:00")).toBe("2024-05-01 10:00");
    expect(formatChinaDateTime(new Date(Date.UTC(2024, 0, 1, 0, 0)))).toBe("2024-01-01 08:00");
    expect(formatChinaDateTime("garbage")).toBe("");
  });
});

describe("formatChinaDate", () => {
  it("is the China-time day", () => {
    expect(formatChinaDate("2024-05-01T18:30:00Z")).toBe("2024-05-02");
    expect(formatChinaDate("2024-05-01 10:00:00")).toBe("2024-05-01");
    expect(formatChinaDate("garbage")).toBe("");
  });
});
