import { DEMO_MEMBER } from "../e2e/support/environment";
import { BROWSER_HEADERS, median, timeToFirstByte } from "./measure";

// A member's own page renders per request with the member's token: its first byte can come no
// sooner than the backend's answer about that member. The limit is that call, made straight to
// the API in the same run.

/** Signs the demo member in straight at the API (POST /api/v2/login/password); returns the token. */
export async function login(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v2/login/password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }),
  });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login at ${apiUrl} answered ${response.status} without a token`);
  return token;
}

export interface MemberTtfb {
  pageMs: number;
  backendMs: number;
}

/** Median first byte of GET /member (session cookie) and of GET /api/v2/member/detail (Bearer), interleaved. */
export async function memberTtfb(siteUrl: string, apiUrl: string, token: string, runs: number): Promise<MemberTtfb> {
  const page = `${siteUrl}/member`;
  const backend = `${apiUrl}/api/v2/member/detail`;
  const member = { ...BROWSER_HEADERS, cookie: `meedu-user-token=${token}` };
  const status = (await fetch(page, { headers: member, redirect: "manual" })).status;
  if (status !== 200) throw new Error(`GET /member with the session cookie answered ${status}`);
  const pageMs: number[] = [];
  const backendMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    pageMs.push(await timeToFirstByte(page, member));
    backendMs.push(await timeToFirstByte(backend, { authorization: `Bearer ${token}` }));
  }
  return { pageMs: median(pageMs), backendMs: median(backendMs) };
}
