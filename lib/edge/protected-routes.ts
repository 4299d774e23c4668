// Routes that need a logged-in member (docs/product-rules.md#routes-and-layouts).
const PROTECTED_PREFIXES = ["/courses/video/", "/member", "/order", "/study-center"];

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) =>
    prefix.endsWith("/") ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
