// A second site + embedded API with the optional sign-in features switched on (QQ, WeChat QR,
// mobile-bind alert, face verification, player watermark). Kept apart so the main stack's config — which every
// other spec relies on (e.g. the demo member is not face-verified) — stays as it is.
export const FEATURE_API_PORT = 8110;
export const FEATURE_SITE_PORT = 3110;
export const FEATURE_API_URL = `http://127.0.0.1:${FEATURE_API_PORT}`;
export const FEATURE_SITE_URL = `http://127.0.0.1:${FEATURE_SITE_PORT}`;

/**
 * The feature stack's API also behaves like a MeEdu without Meilisearch (v3 search always empty),
 * so e2e/backend-compat.spec.ts sees the site fall back to the v2 title search.
 */
export const FEATURE_API_ENV = { EMBEDDED_API_FULLTEXT_SEARCH: "0" };

export const FEATURE_CONFIG = {
  socialites: { qq: 1, wechat_oauth: 1 },
  member: { enabled_mobile_bind_alert: 1, enabled_face_verify: true },
  // e2e/player-rules.spec.ts: the moving watermark with the member's mobile.
  player: { enabled_bullet_secret: "1", bullet_secret: { text: "${mobile}", color: "red", size: "14", opacity: "1" } },
};
