/** @jest-environment node */
import { mayReadMetrics, metricsAllowList } from "../metrics-access";

describe("who may read /metrics", () => {
  const loopbackOnly = metricsAllowList([]);
  const withPrometheus = metricsAllowList(["10.1.0.0/16", "192.0.2.7", "fd00::/8"]);

  it("lets loopback in, however the address is written", () => {
    for (const address of ["127.0.0.1", "127.8.0.3", "::1", "::ffff:127.0.0.1"]) {
      expect(mayReadMetrics(address, loopbackOnly)).toBe(true);
    }
  });

  it("lets METRICS_ALLOW's addresses and ranges in", () => {
    expect(mayReadMetrics("10.1.44.2", withPrometheus)).toBe(true);
    expect(mayReadMetrics("192.0.2.7", withPrometheus)).toBe(true);
    expect(mayReadMetrics("fd00::42", withPrometheus)).toBe(true);
    expect(mayReadMetrics("10.2.0.1", withPrometheus)).toBe(false);
  });

  it("refuses everyone else, and anything that is not the one address the front of the site set", () => {
    expect(mayReadMetrics("203.0.113.9", loopbackOnly)).toBe(false);
    expect(mayReadMetrics("127.0.0.1, 203.0.113.9", loopbackOnly)).toBe(false);
    expect(mayReadMetrics("localhost", loopbackOnly)).toBe(false);
    expect(mayReadMetrics("", loopbackOnly)).toBe(false);
    expect(mayReadMetrics(null, loopbackOnly)).toBe(false);
  });
});
