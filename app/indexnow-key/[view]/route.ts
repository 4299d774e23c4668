import { siteEnv } from "@/lib/shared/env";

// /{INDEXNOW_KEY}.txt (middleware rewrites it here, and answers any other key 404): the key as text,
// which IndexNow's engines read to check that the site's pushes are the site's.
export const revalidate = 60;

export function generateStaticParams() {
  return []; // built on the first request, with the deployment's INDEXNOW_KEY
}

export function GET() {
  const key = siteEnv().indexNow?.key;
  if (!key)
    return new Response("未启用 IndexNow", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(key, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
