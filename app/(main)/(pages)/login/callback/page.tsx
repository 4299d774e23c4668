import type { Metadata } from "next";
import { LoginCallbackStatus } from "@/components/auth/login-callback-status";

export const metadata: Metadata = { title: "登录中", robots: { index: false } };

// Rendered for each request, never stored: a stored copy refreshed by one visitor's request carried
// that request's query (a QQ login_code, a redirect) in its router data to everyone after.
export const dynamic = "force-dynamic";

// Third-party login returns here with login_code + action (handled by LoginCodeHandler) and redirect.
export default function LoginCallbackPage() {
  return (
    <div className="mx-auto flex max-w-site flex-col items-center px-4 py-32">
      <h1 className="sr-only">第三方登录</h1>
      <LoginCallbackStatus />
    </div>
  );
}
