import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Rules asserted at any impact, on top of every serious or critical finding. */
const ALWAYS_ASSERTED = new Set(["heading-order", "label-content-name-mismatch"]);

export interface Finding {
  rule: string;
  impact: string;
  /** Selector and the first line of axe's explanation, for each offending element. */
  nodes: string[];
}

/**
 * Runs axe over the whole page (every frame) and returns what must not be there: serious and
 * critical violations, and any heading-order or label-in-name violation. label-content-name-mismatch
 * is one of axe's "experimental" rules, off by default, so it is switched on here.
 */
export async function accessibilityFindings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === "serious" || violation.impact === "critical" || ALWAYS_ASSERTED.has(violation.id),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      nodes: violation.nodes.map(
        (node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
      ),
    }));
}
