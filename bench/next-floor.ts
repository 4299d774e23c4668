import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stopper } from "../deploy/topology";
import { root, track } from "./stack";
import { waitForHttp } from "./wait-for-http";

// The least a page can cost on this stack: a Next.js app built with the site's own next and react.
// Its /member reads the session cookie, makes /member's backend call and prints the nickname; its /
// is a static page under a header with a link and a client island (the first-load JS floor). It lives under .data (inside the repository, so it resolves the site's node_modules).

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-next-floor", private: true }),
  "next.config.mjs": "export default {};\n",
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      skipLibCheck: true,
      strict: true,
      noEmit: true,
      module: "esnext",
      moduleResolution: "bundler",
      isolatedModules: true,
      jsx: "react-jsx",
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  // Its own, or Next would pick up the site's instrumentation.ts from the repository root.
  "instrumentation.ts": "export function register() {}\n",
  // Every page of the site passes middleware, in the Node.js runtime as the site's; so does this one.
  "middleware.ts": [
    'import { NextResponse } from "next/server";',
    "export function middleware() {",
    "  return NextResponse.next();",
    "}",
    'export const config = { runtime: "nodejs" };',
  ].join("\n"),
  // A header with one router link and one client island: the first-load JS floor of a public page.
  "app/layout.tsx": [
    'import type { ReactNode } from "react";',
    'import Link from "next/link";',
    'import { Island } from "./island";',
    "export default function Root({ children }: { children: ReactNode }) {",
    '  return <html lang="zh-CN"><body><header><Link href="/member" prefetch={false}>用户中心</Link><Island /></header>{children}</body></html>;',
    "}",
  ].join("\n"),
  "app/island.tsx": [
    '"use client";',
    'import { useState } from "react";',
    "export function Island() {",
    "  const [clicks, setClicks] = useState(0);",
    "  return <button onClick={() => setClicks(clicks + 1)}>登录 {clicks}</button>;",
    "}",
  ].join("\n"),
  "app/page.tsx": "export default function Home() { return <main><h1>首页</h1></main>; }\n",
  "app/member/page.tsx": [
    'import { cookies } from "next/headers";',
    "export default async function Member() {",
    '  const token = (await cookies()).get("meedu-user-token")?.value ?? "";',
    "  const response = await fetch(`${process.env.MEEDU_API_URL}/api/v2/member/detail`, {",
    "    headers: { authorization: `Bearer ${token}` },",
    '    cache: "no-store",',
    "  });",
    "  const body = (await response.json()) as { data?: { nick_name?: string } };",
    "  return <main><h1>用户中心</h1><p>{body.data?.nick_name}</p></main>;",
    "}",
  ].join("\n"),
};

/** Builds the floor app and starts it with `next start` on `port`; returns its origin. */
export async function startNextFloor(port: number, apiUrl: string): Promise<string> {
  const folder = path.join(root, ".data", "bench-next-floor");
  rmSync(folder, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const next = require.resolve("next/dist/bin/next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", MEEDU_API_URL: apiUrl };
  execFileSync(process.execPath, [next, "build"], { cwd: folder, env, stdio: "ignore" });
  const child = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: folder,
    env,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  track({
    url,
    pid: child.pid!,
    stop: stopper(child),
  });
  await waitForHttp(`${url}/member`, 60_000);
  return url;
}
