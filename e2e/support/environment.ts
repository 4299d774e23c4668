// Ports and addresses of the e2e stack (chosen to stay clear of a running `npm start`).
export const E2E_API_PORT = 8100;
export const E2E_SITE_PORT = 3100;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_H5_URL = "https://m.example.com";
/** POST /api/revalidate needs it (docs/caching.md). */
export const E2E_REVALIDATE_SECRET = "e2e-revalidate-secret-0123456789abcdef";

export const DEMO_MEMBER = { mobile: "13800138000", password: "meedu123", name: "演示学员" };
export const DEMO_SMS_CODE = "112233";

// A third site on the same build whose backend does not answer (nothing listens on port 9).
export const DOWN_SITE_PORT = 3120;
export const DOWN_SITE_URL = `http://127.0.0.1:${DOWN_SITE_PORT}`;
export const UNREACHABLE_API_URL = "http://127.0.0.1:9";

// A site with every analytics provider on, pointed at a loopback stand-in (e2e/analytics.spec.ts).
export const ANALYTICS_SITE_PORT = 3170;
