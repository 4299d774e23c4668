import { asList, asNumber, asRecord } from "./normalize";

// One shape for every paged list the site shows (courses, announcements, orders, search,
// member lists), whatever form the backend's answer takes.

export interface PageOf<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

/** Laravel paginator ({current_page, data, last_page, per_page, total}) or MeEdu's {data, total}. */
export function normalizePage<T, R>(raw: unknown, map: (item: R) => T, fallbackPerPage: number): PageOf<T> {
  const record = asRecord(raw);
  const items = asList<R>(record.data).filter(Boolean).map(map);
  const total = asNumber(record.total, items.length);
  const perPage = asNumber(record.per_page, fallbackPerPage) || fallbackPerPage;
  return {
    items,
    page: asNumber(record.current_page, 1) || 1,
    lastPage: asNumber(record.last_page, Math.max(1, Math.ceil(total / perPage))) || 1,
    perPage,
    total,
  };
}
