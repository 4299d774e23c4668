import { formatQrCountdown, QR_LIFETIME_SECONDS, qrLifetimeSeconds, secondsLeft } from "../qr-countdown";

describe("QR countdown (有效期)", () => {
  it("formats minutes and seconds", () => {
    expect(formatQrCountdown(300)).toBe("有效期：05分00秒");
    expect(formatQrCountdown(299)).toBe("有效期：04分59秒");
    expect(formatQrCountdown(61)).toBe("有效期：01分01秒");
    expect(formatQrCountdown(9)).toBe("有效期：00分09秒");
    expect(formatQrCountdown(0)).toBe("有效期：00分00秒");
    expect(formatQrCountdown(-5)).toBe("有效期：00分00秒");
    expect(formatQrCountdown(12.7)).toBe("有效期：00分12秒");
  });

  it("takes the lifetime from expire against the browser clock", () => {
    const nowMs = 1_700_000_000_000;
    expect(qrLifetimeSeconds(1_700_000_300, nowMs)).toBe(300);
    expect(qrLifetimeSeconds(1_700_000_120, nowMs + 500)).toBe(119);
  });

  it("falls back to 300 s when the clocks clearly disagree", () => {
    const nowMs = 1_700_000_000_000;
    expect(qrLifetimeSeconds(1_700_000_000, nowMs)).toBe(QR_LIFETIME_SECONDS);
    expect(qrLifetimeSeconds(1_699_999_000, nowMs)).toBe(QR_LIFETIME_SECONDS);
    expect(qrLifetimeSeconds(1_700_005_000, nowMs)).toBe(QR_LIFETIME_SECONDS);
  });

  it("counts whole seconds left, never below zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
