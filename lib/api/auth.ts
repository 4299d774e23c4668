import { apiRequest } from "./client";
import type { ImageCaptcha } from "./auth-types";
import { asRecord, asString } from "./normalize";

export type SmsScene = "login" | "register" | "password_reset" | "mobile_bind";

export async function fetchImageCaptcha(): Promise<ImageCaptcha> {
  const raw = asRecord(await apiRequest<unknown>("v2/captcha/image"));
  return { key: asString(raw.key), img: asString(raw.img) };
}

export async function sendSmsCode(input: {
  mobile: string;
  image_key: string;
  image_captcha: string;
  scene: SmsScene;
}): Promise<void> {
  await apiRequest("v2/captcha/sms", { method: "POST", body: input });
}

// The login answers carry the token; the /api proxy keeps it in the HttpOnly session cookie
// and takes it out of what reaches this page, so success is all these resolve with.

export async function loginWithPassword(input: { mobile: string; password: string }): Promise<void> {
  await apiRequest("v2/login/password", { method: "POST", body: input });
}

export async function loginWithSmsCode(input: { mobile: string; mobile_code: string; msv: string }): Promise<void> {
  await apiRequest("v2/login/mobile", { method: "POST", body: input });
}

export async function registerWithSms(input: {
  mobile: string;
  mobile_code: string;
  password: string;
  msv: string;
}): Promise<void> {
  await apiRequest("v2/register/sms", { method: "POST", body: input });
}

export async function resetPassword(input: { mobile: string; mobile_code: string; password: string }): Promise<void> {
  await apiRequest("v2/password/reset", { method: "POST", body: input });
}

export async function logout(): Promise<void> {
  await apiRequest("v2/logout", { method: "POST" });
}
