import type { BrowserContext } from "@playwright/test";
import { DEMO_SMS_CODE, E2E_API_URL } from "./environment";
import { apiPost } from "./session";

import { uniqueMobileTail } from "./unique-mobile";

/** A mobile no test has used yet (SMS login auto-registers it). */
export function freshMobile(): string {
  return `137${uniqueMobileTail()}`;
}

/** Registers a new buyer through SMS login and stores the token cookie. */
export async function loginAsFreshBuyer(
  context: BrowserContext,
  baseURL: string,
): Promise<{ token: string; mobile: string }> {
  const mobile = freshMobile();
  const result = await apiPost<{ token: string }>("/api/v2/login/mobile", {
    mobile,
    mobile_code: DEMO_SMS_CODE,
  });
  if (result.code !== 0) throw new Error(`buyer login failed: ${result.message}`);
  await context.addCookies([{ name: "meedu-user-token", value: result.data.token, url: baseURL, sameSite: "Lax" }]);
  return { token: result.data.token, mobile };
}

/** Pays an order through the embedded API's test hook (what the demo cashier's button does). */
export async function payOrderByHook(orderNo: string): Promise<void> {
  const response = await fetch(`${E2E_API_URL}/__test/order/pay?order_no=${encodeURIComponent(orderNo)}`, {
    method: "POST",
  });
  const body = (await response.json()) as { code: number; message: string };
  if (body.code !== 0) throw new Error(`test payment failed: ${body.message}`);
}
