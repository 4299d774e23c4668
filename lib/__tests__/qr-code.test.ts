/** @jest-environment node */
import { qrCodeDataUrl } from "../shared/qr-code";

const svgOf = (url: string) => decodeURIComponent(url.replace("data:image/svg+xml;charset=utf-8,", ""));

describe("qrCodeDataUrl", () => {
  it("draws an SVG QR code with a quiet zone", () => {
    const url = qrCodeDataUrl("https://api.example.com/api/v3/auth/login/wechat-scan/page?key=abc&action=login");
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    const svg = svgOf(url);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path d="M2 2h1v1h-1z');
  });

  it("differs per text and is stable for the same text", () => {
    expect(qrCodeDataUrl("a")).toBe(qrCodeDataUrl("a"));
    expect(qrCodeDataUrl("a")).not.toBe(qrCodeDataUrl("b"));
  });
});
