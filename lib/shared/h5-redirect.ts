import { findH5Route, type H5Style } from "./h5-route-map";

export type { H5Style } from "./h5-route-map";

export interface H5RedirectInput {
  h5Url: string;
  pathname: string;
  /** location.search, with or without the leading "?". */
  search: string;
  /**
   * "hash" (default): the uni-app H5 hash routes of the reference table.
   * "path": the React H5 (`/course/{id}`, `/course/video/{id}`); it has no
   * topic/live/book/learn-path/exam pages, so those go to the H5 root.
   */
  style?: H5Style;
}

// Query parts are kept as raw strings so the original encoding reaches the H5 untouched.
function splitQuery(search: string): { rest: string[]; msv: string | null } {
  const rest: string[] = [];
  let msv: string | null = null;
  for (const part of search.replace(/^\?/, "").split("&")) {
    if (!part) continue;
    const [key, ...value] = part.split("=");
    if (key === "msv") msv = value.join("=");
    else rest.push(part);
  }
  return { rest, msv };
}

function joinQuery(parts: string[]): string {
  const filled = parts.filter(Boolean);
  return filled.length ? `?${filled.join("&")}` : "";
}

/**
 * The H5 address for a PC page (docs/product-rules.md#h5-redirect). Unlike the reference,
 * `msv` keeps the mapped page: it is moved to the end of the target's query.
 * Returns "" when `h5Url` is not an absolute http(s) URL (then do not redirect).
 */
export function mapToH5Url({ h5Url, pathname, search, style = "hash" }: H5RedirectInput): string {
  let base: URL;
  try {
    base = new URL(h5Url.trim());
  } catch {
    return "";
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") return "";

  const root = `${base.origin}${base.pathname.replace(/\/+$/, "")}`;
  const ownQuery = base.search.replace(/^\?/, "");
  const { rest, msv } = splitQuery(search);
  const msvPart = msv === null ? "" : `msv=${msv}`;
  const match = findH5Route(pathname);

  if (style === "hash") {
    const prefix = `${root}/${ownQuery ? `?${ownQuery}` : ""}`;
    if (!match) {
      const query = joinQuery([...rest, msvPart]);
      return query ? `${prefix}#/${query}` : prefix;
    }
    const { route, params } = match.route.hash;
    return `${prefix}#${route}${joinQuery([...rest, `${params}id=${match.id}`, msvPart])}`;
  }

  const target = match?.route.path?.(match.id) ?? "/";
  return `${root}${target}${joinQuery([ownQuery, ...rest, msvPart])}`;
}
