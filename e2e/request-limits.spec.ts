import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_SITE_PORT } from "./support/environment";
import { ADDRESS_VARIANTS, CANONICAL_ADDRESSES, servesItself } from "./support/page-identity";
import { rawRequest } from "./support/raw-http";

// The site as `npm start` runs it, facing visitors directly: one request means one page, and
// nothing cheap — odd addresses, long headers, slow bodies — changes a shared page or stalls it.

const SITE = `http://127.0.0.1:${E2E_SITE_PORT}`;

/** The process listening on a loopback port (the site server Playwright started). */
function listeningPid(port: number): number {
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  return Number(/pid=(\d+)/.exec(line)?.[1]);
}

test("refusals come with a page of ours, in Chinese, before any route runs", async () => {
  const cases: Array<[string, Parameters<typeof rawRequest>[2], number, string]> = [
    [`/search?keywords=${encodeURIComponent("中".repeat(2000))}`, {}, 414, "请求地址过长"],
    [`/search?keywords=${encodeURIComponent("中".repeat(1000))}`, {}, 414, "请求地址过长"],
    ["/", { headers: { "x-filler": "a".repeat(17 * 1024) } }, 431, "请求头过大"],
    ["/courses?cid=1#", {}, 400, "请求地址无效"],
    ["/courses?nxtPcid=1", {}, 400, "请求地址无效"],
    ["/courses?_rsc", {}, 400, "请求地址无效"],
    ["/courses?%5frsc=1", {}, 400, "请求地址无效"],
    ["/", { method: "TRACE" }, 405, "请求方法不被允许"],
    ["/_next/static/x.js", { method: "TRACK" }, 405, "请求方法不被允许"],
    [
      "/courses",
      { method: "POST", body: "x".repeat(64 * 1024), headers: { "content-type": "text/plain" } },
      413,
      "请求内容过大",
    ],
  ];
  for (const [target, options, status, text] of cases) {
    const answer = await rawRequest(SITE, target, options);
    expect(answer.status, target.slice(0, 40)).toBe(status);
    expect(answer.body).toContain(text);
    expect(answer.headers["content-type"]).toContain("text/html");
  }
});

test("no spelling of an address changes what the canonical address serves", async () => {
  test.setTimeout(60_000);
  // Whatever a cache kept of the canonical addresses has aged out, so each variant could fill it.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  for (const variant of ADDRESS_VARIANTS) {
    const answer = await rawRequest(SITE, variant);
    // Refused, redirected to the one address, not found — or exactly the page the address names.
    expect([200, 307, 308, 400, 404], variant).toContain(answer.status);
  }
  const problems = await Promise.all(CANONICAL_ADDRESSES.map((address) => servesItself(SITE, address)));
  expect(problems.flat()).toEqual([]);
});

test("a 15 KB one-word user agent costs no more than a normal request", async () => {
  const pid = listeningPid(E2E_SITE_PORT);
  const cpu = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };
  // Next tests the user agent against its bot patterns on every answer it makes; a query of its own
  // keeps each request away from any copy kept in front of Next.
  const visit = async (userAgent: string) => {
    const start = cpu();
    for (let i = 0; i < 10; i += 1) {
      await rawRequest(SITE, `/login?visit=${Math.random()}`, { headers: { "user-agent": userAgent } });
    }
    return cpu() - start;
  };
  const normal = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0.0.0 Safari/537.36";
  await visit(normal); // warm
  const normalTicks = await visit(normal);
  const longTicks = await visit(`Mozilla/5.0 ${"a".repeat(15 * 1024)}`);
  // Ten answers cost a few clock ticks either way; uncapped, the long one cost ≈ 0.55 s each.
  expect(longTicks).toBeLessThanOrEqual(Math.max(2 * normalTicks, 20));
});

test("slow request bodies hold nothing: pages, views, /api and /member answer meanwhile", async () => {
  const sockets = Array.from({ length: 20 }, () => {
    const socket = connect(E2E_SITE_PORT, "127.0.0.1");
    socket.write(
      "POST /api/v2/login/password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
    );
    const drip = setInterval(() => socket.writable && socket.write(" "), 500);
    socket.on("error", () => clearInterval(drip));
    socket.on("close", () => clearInterval(drip));
    return { socket, drip };
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const answers = await Promise.all(
      ["/courses", "/courses?scene=sub", "/api/v2/courses", "/member"].map((target) =>
        rawRequest(SITE, target, { headers: { cookie: "meedu-user-token=expired" } }),
      ),
    );
    expect(answers.map((answer) => answer.status < 500)).toEqual([true, true, true, true]);
    expect(answers[0].body).toContain("录播课");
  } finally {
    for (const { socket, drip } of sockets) {
      clearInterval(drip);
      socket.destroy();
    }
  }
});
