// How a public page's query parameter is written in its one canonical address. A rule turns the
// raw value into its canonical spelling, or null when the value names no view of the page (it is
// then dropped, and the visitor redirected to the address without it). Nothing else may become
// part of a cache key: any other spelling would be a new copy of the same page.

export interface QueryRule {
  /** The canonical spelling of `raw`, or null when it is not a value of this parameter. */
  canonical(raw: string): string | null;
  /** The value a missing parameter stands for; never written into an address. */
  implied?: string;
  /** Every value, where there are few (the views of a page that a path revalidation expires). */
  values?: readonly string[];
  /** Meaningful only next to this other parameter (a sub-category needs its category). */
  requires?: string;
}

/** A record id as MeEdu accepts it: 1–12 digits, no leading zero. */
export const ID_PATTERN = /^[1-9]\d{0,11}$/;

export const idRule: QueryRule = { canonical: (raw) => (ID_PATTERN.test(raw) ? raw : null) };

/** Page numbers: 2 … 99999 (page 1 is the address without the parameter). */
export const pageRule: QueryRule = {
  canonical: (raw) => (/^[1-9]\d{0,4}$/.test(raw) && raw !== "1" ? raw : null),
  implied: "1",
};

/** One of a few fixed values; `implied` is what the page shows without the parameter. */
export function oneOf(values: readonly string[], implied?: string): QueryRule {
  return {
    canonical: (raw) => (values.includes(raw) && raw !== implied ? raw : null),
    implied,
    values: values.filter((value) => value !== implied),
  };
}
