import { readFileSync } from "node:fs";
import path from "node:path";
import { register } from "prom-client";
import { logTo } from "../../lib/observability/logger";
import { collectProcessMetrics, recordReadiness } from "../../lib/observability/metrics";
import { observeRequest } from "../../lib/observability/request-log";
import { serverHooks } from "../../lib/observability/server-hooks";

// The dashboard only queries what the site exports: a renamed metric fails here, not on a
// blank panel in production.

interface Panel {
  title: string;
  targets: Array<{ expr: string }>;
}

const dashboard = JSON.parse(readFileSync(path.join(__dirname, "..", "grafana-dashboard.json"), "utf8")) as {
  panels: Panel[];
};

const queried = (expr: string) =>
  [...expr.matchAll(/\b((?:meedu|process|nodejs)_[a-z0-9_]+)\b/g)].map(([, name]) =>
    name.replace(/_(bucket|sum|count)$/, ""),
  );

describe("the Grafana dashboard", () => {
  beforeAll(() => {
    logTo({ write: () => undefined });
    collectProcessMetrics();
    observeRequest({ method: "GET", target: "/", status: 200, durationMs: 1, requestId: null, cache: "HIT" });
    serverHooks.backendCall("v2/other/config", "GET", "200", 1, true);
    serverHooks.countSoftFailure("读取导航");
    recordReadiness(true);
  });
  afterAll(() => logTo(null));

  it("queries only metrics the site exports", () => {
    const exported = new Set(register.getMetricsAsArray().map((metric) => metric.name));
    const names = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => queried(target.expr)));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
  });

  it("has the panels an operator starts from", () => {
    const titles = dashboard.panels.map((panel) => panel.title).join(" | ");
    for (const topic of ["5xx", "p95 answer time", "Ready instances", "429", "Soft failures", "Memory"]) {
      expect(titles).toContain(topic);
    }
  });
});
