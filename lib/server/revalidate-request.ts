import "server-only";
import { viewTargets, type ViewTarget } from "../shared/routes/page-views";

export interface RevalidateRequest {
  tags: string[];
  paths: string[];
  /** The cached views the paths stand for (lib/shared/routes/page-views.ts). */
  views: ViewTarget[];
}

const TAG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_ITEMS = 100;

function stringList(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_ITEMS || !value.every((item) => typeof item === "string"))
    return null;
  return [...new Set(value as string[])];
}

/** The body of POST /api/revalidate: {tags?: string[], paths?: string[]}, with Chinese errors. */
export function parseRevalidateRequest(text: string): RevalidateRequest | { error: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: "请求内容不是有效的 JSON" };
  }
  if (!body || typeof body !== "object") return { error: "请求内容不是有效的 JSON" };
  const { tags: rawTags, paths: rawPaths } = body as Record<string, unknown>;
  const tags = stringList(rawTags);
  const paths = stringList(rawPaths);
  if (!tags || !paths) return { error: `tags 与 paths 须为字符串数组（各至多 ${MAX_ITEMS} 项）` };
  if (tags.length + paths.length === 0) return { error: "请至少提供一个 tag 或 path" };
  const badTag = tags.find((tag) => !TAG.test(tag));
  if (badTag !== undefined) return { error: `无效的 tag：${badTag}` };
  const views: ViewTarget[] = [];
  for (const path of paths) {
    const targets = viewTargets(path);
    if (!targets) return { error: `不是可缓存的公开页面：${path}` };
    views.push(...targets);
  }
  const unique = [...new Map(views.map((view) => [`${view.kind}:${view.path}`, view])).values()];
  return { tags, paths, views: unique };
}
