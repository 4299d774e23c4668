import { expect, type Page } from "@playwright/test";

export function dialog(page: Page) {
  return page.getByRole("dialog");
}

export async function openLoginDialog(page: Page) {
  await page.locator("header").getByRole("button", { name: "登录" }).click();
  await expect(dialog(page).getByRole("tab", { name: "密码登录" })).toBeVisible();
  return dialog(page);
}

export async function openRegisterDialog(page: Page) {
  await page.locator("header").getByRole("button", { name: "注册" }).click();
  await expect(dialog(page).getByText("用户注册").first()).toBeVisible();
  return dialog(page);
}

export function field(page: Page, name: string) {
  return dialog(page).getByLabel(name, { exact: true });
}
