import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_MEMBER, E2E_API_URL } from "./environment";

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function apiGet<T>(path: string): Promise<Envelope<T>> {
  const response = await fetch(`${E2E_API_URL}${path}`);
  return (await response.json()) as Envelope<T>;
}

export async function apiPost<T>(path: string, body: Record<string, unknown>, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The answer of an image captcha, read through the embedded API's test hook. */
export async function captchaAnswer(key: string): Promise<string> {
  const result = await apiGet<{ answer: string }>(`/__test/captcha?key=${encodeURIComponent(key)}`);
  return result.data.answer;
}

/** Waits for the next captcha the page loads and returns its answer. */
export async function nextCaptchaAnswer(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().includes("/api/v2/captcha/image")),
    trigger(),
  ]);
  const body = (await response.json()) as Envelope<{ key: string }>;
  return captchaAnswer(body.data.key);
}

/**
 * Logs the demo member in through the API and stores the token cookie like the site does.
 * `apiURL` picks the stack (default: the main one; the feature stack passes FEATURE_API_URL).
 */
export async function loginAsDemoMember(
  context: BrowserContext,
  baseURL: string,
  apiURL = E2E_API_URL,
): Promise<string> {
  const response = await fetch(`${apiURL}/api/v2/login/password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mobile: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password }),
  });
  const result = (await response.json()) as Envelope<{ token: string }>;
  if (result.code !== 0) throw new Error(`demo login failed: ${result.message}`);
  await context.addCookies([{ name: "meedu-user-token", value: result.data.token, url: baseURL, sameSite: "Lax" }]);
  return result.data.token;
}
