import { expect, type Locator } from "@playwright/test";
import { apiGet } from "./session";

/** The last SMS code the e2e API sent to `mobile` (test hook). */
export async function sentSmsCode(mobile: string): Promise<string> {
  return (await apiGet<{ code: string }>(`/__test/sms?mobile=${mobile}`)).data.code;
}

/**
 * Fills the image captcha, presses 获取验证码, waits for the countdown and types
 * the code sent to `mobile` (read with `readCode`, by default from the e2e API).
 */
export async function fillSmsCode(
  scope: Locator,
  mobile: string,
  captcha: string,
  readCode: (mobile: string) => Promise<string> = sentSmsCode,
): Promise<void> {
  await scope.getByLabel("图形验证码", { exact: true }).fill(captcha);
  await scope.getByRole("button", { name: "获取验证码" }).click();
  await expect(scope.getByRole("button", { name: /^\d+s$/ })).toBeVisible();
  await scope.getByLabel("短信验证码", { exact: true }).fill(await readCode(mobile));
}
