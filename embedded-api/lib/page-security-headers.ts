import { createHash } from "node:crypto";

/**
 * Security headers for the API's own HTML pages (protocols, cashier, demo consent pages). The pages
 * carry no scripts and one inline <style>, allowed by its hash. `formTargets` lists the origins a
 * form may post to or be redirected to after posting ('self' always; browsers apply form-action to
 * those redirects too); without it the page may not submit forms at all.
 */
export function pageSecurityHeaders(style: string, formTargets?: readonly string[]): Record<string, string> {
  const styleHash = createHash("sha256").update(style, "utf8").digest("base64");
  const formAction = formTargets ? ["'self'", ...formTargets].join(" ") : "'none'";
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      "script-src 'none'",
      `style-src 'sha256-${styleHash}'`,
      "object-src 'none'",
      "base-uri 'none'",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
    ].join("; "),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    // Page addresses carry signs, states and biz_tokens: never pass them on.
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}
