/** Laravel's LengthAwarePaginator JSON, with relative URLs and zh labels. */
export interface LaravelPage<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: Array<{ url: string | null; label: string; active: boolean }>;
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

const ON_EACH_SIDE = 3;

export function laravelPaginator<T>(
  items: T[],
  total: number,
  page: number,
  perPage: number,
  path: string,
): LaravelPage<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => `${path}?page=${p}`;
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  const links: LaravelPage<T>["links"] = [
    { url: page > 1 ? url(page - 1) : null, label: "&laquo; 上一页", active: false },
  ];
  for (const p of pageWindow(page, lastPage)) {
    links.push(
      p === "..." ? { url: null, label: "...", active: false } : { url: url(p), label: String(p), active: p === page },
    );
  }
  links.push({ url: page < lastPage ? url(page + 1) : null, label: "下一页 &raquo;", active: false });
  return {
    current_page: page,
    data: items,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: page < lastPage ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
  };
}

/** Laravel's UrlWindow: every page when there are few, else first/last two plus a slider. */
function pageWindow(page: number, lastPage: number): Array<number | "..."> {
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  const window = ON_EACH_SIDE * 2;
  if (lastPage < window + 8) return range(1, lastPage);
  if (page <= window) return [...range(1, window + 2), "...", lastPage - 1, lastPage];
  if (page > lastPage - window) return [1, 2, "...", ...range(lastPage - (window + 2), lastPage)];
  return [1, 2, "...", ...range(page - ON_EACH_SIDE, page + ON_EACH_SIDE), "...", lastPage - 1, lastPage];
}
