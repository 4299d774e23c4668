// Storage key names from the spec (§9). The token and the two pending flags
// live in cookies because middleware and Server Components must read them.
export const TOKEN_KEY = "meedu-user-token";
export const BIND_MOBILE_FLAG_KEY = "meedu-bind-mobile";
export const FACE_CHECK_FLAG_KEY = "meedu-face-check";
export const PENDING_FLAG_VALUE = "ok";
export const PLAY_ID_KEY = "meedu-play-id";
export const MSV_KEY = "meedu-msv";
export const LOGIN_CODE_KEY = "login_code";
export const loginCodeSessionKey = (code: string) => `login_code:${code}`;

/** MeEdu JWTs live 20160 minutes; the cookie lives as long. */
export const TOKEN_LIFETIME_DAYS = 14;
