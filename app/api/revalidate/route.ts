import { revalidatePath, revalidateTag } from "next/cache";
import type { NextRequest } from "next/server";
import { parseRevalidateRequest } from "@/lib/server/revalidate-request";
import { pushChangedPages } from "@/lib/server/search-engine-push/search-engine-push";
import { secretMatches } from "@/lib/server/secret-matches";
import { siteEnv } from "@/lib/shared/env";

// POST /api/revalidate — for the school's backend or admin after an edit:
//   Authorization: Bearer $REVALIDATE_SECRET
//   {"tags": ["course-5", "home"], "paths": ["/courses/detail/5", "/"]}
// Tags expire at once in every instance (the cache is shared through Redis); a path expires that
// page's views only. The edge (nginx) keeps a copy for at most 5 s, so an edit is visible everywhere
// within that. Time-based revalidation (60 s) stays as the safety net. The changed pages' canonical
// addresses are then pushed to the search engines that are set up, in the background.

const MAX_BODY_BYTES = 16 * 1024;

function answer(status: number, code: number, message: string, data: unknown = []) {
  return Response.json({ code, message, data }, { status, headers: { "Cache-Control": "no-store" } });
}

export async function POST(request: NextRequest) {
  const secret = siteEnv().revalidateSecret;
  if (!secret) return answer(404, 404, "未启用缓存刷新（未设置 REVALIDATE_SECRET）");
  const presented = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!secretMatches(presented, secret)) return answer(401, 401, "密钥错误");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return answer(413, 1, "请求内容过大");

  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return answer(413, 1, "请求内容过大");
  const parsed = parseRevalidateRequest(text);
  if ("error" in parsed) return answer(400, 1, parsed.error);

  for (const tag of parsed.tags) revalidateTag(tag, { expire: 0 });
  for (const view of parsed.views) {
    if (view.kind === "pattern") revalidatePath(view.path, "page");
    else revalidatePath(view.path);
  }
  pushChangedPages(parsed.tags, parsed.paths);
  return answer(200, 0, "", { tags: parsed.tags, paths: parsed.paths });
}
