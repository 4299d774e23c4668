import type { BrowserContext, Page } from "@playwright/test";
import { FEATURE_API_URL, FEATURE_SITE_URL } from "./feature-stack";
import { uniqueMobileTail } from "./unique-mobile";

// Calls against the feature stack's embedded API (and its /__test hooks).

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function featureGet<T>(path: string): Promise<Envelope<T>> {
  return (await (await fetch(`${FEATURE_API_URL}${path}`)).json()) as Envelope<T>;
}

export async function featurePost<T>(
  path: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(`${FEATURE_API_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A mobile nobody on the feature stack has used yet in this run. */
export function freshMobile(): string {
  return `135${uniqueMobileTail()}`;
}

export interface SocialUser {
  id: number;
  mobile: string;
  openid: string;
  token: string;
}

/** A member bound to a QQ/WeChat account (placeholder mobile unless one is given). */
export async function createSocialUser(options: {
  app?: "qq" | "wechat";
  openid?: string;
  nickname?: string;
  mobile?: string;
  verified?: boolean;
}): Promise<SocialUser> {
  const result = await featurePost<SocialUser>("/__test/social-user", {
    ...options,
    verified: options.verified ? 1 : 0,
  });
  if (result.code !== 0) throw new Error(`social user: ${result.message}`);
  return result.data;
}

/** Waits for the next image captcha the page loads and returns its answer. */
export async function nextFeatureCaptcha(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().includes("/api/v2/captcha/image")),
    trigger(),
  ]);
  const body = (await response.json()) as Envelope<{ key: string }>;
  const answer = await featureGet<{ answer: string }>(`/__test/captcha?key=${encodeURIComponent(body.data.key)}`);
  return answer.data.answer;
}

export async function lastSmsCode(mobile: string): Promise<string> {
  return (await featureGet<{ code: string }>(`/__test/sms?mobile=${mobile}`)).data.code;
}

export async function faceVerifyUrl(mobile: string): Promise<string> {
  return (await featureGet<{ url: string }>(`/__test/face-session?mobile=${mobile}`)).data.url;
}

/** Stores the token cookie like the site does after a login. */
export async function useToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: "meedu-user-token", value: token, url: FEATURE_SITE_URL, sameSite: "Lax" }]);
}
