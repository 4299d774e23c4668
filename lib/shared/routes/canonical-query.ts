import type { QueryRule } from "./query-rules";

// The one spelling of a public page's query: its own parameters, in the declared order, each
// with a valid value once; everything else (tracking parameters, Next's internal ones, junk,
// repeats) is left out. The cache key of a page is its canonical address, so two spellings of
// one page can never be two cache entries, nor one spelling two pages.

type Rules = Readonly<Record<string, QueryRule>>;

/** "cid=1&page=2" from the first value of each declared parameter; "" when none applies. */
export function canonicalQuery(rules: Rules | undefined, params: URLSearchParams): string {
  if (!rules) return "";
  const kept = new URLSearchParams();
  for (const [name, rule] of Object.entries(rules)) {
    const raw = params.get(name);
    const value = raw === null ? null : rule.canonical(raw);
    if (value !== null && (!rule.requires || kept.has(rule.requires))) kept.set(name, value);
  }
  return kept.toString();
}

/** The query a canonical query stands for, the implied values filled in (what a page reads). */
export function queryValues(rules: Rules | undefined, canonical: string): Record<string, string> {
  const params = new URLSearchParams(canonical);
  const values: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules ?? {})) {
    const value = params.get(name) ?? rule.implied;
    if (value !== undefined) values[name] = value;
  }
  return values;
}
