// Storage key names, as MeEdu's own PC client names them. The token and the two pending flags
// live in cookies because middleware and Server Components must read them.
// The token cookie is HttpOnly: page scripts never see it. On https every cookie here goes by
// its __Host- name (cookie-names.ts).
export const TOKEN_KEY = "meedu-user-token";
/** Readable companion of the token cookie: "a member is signed in", no secret. */
export const SESSION_MARKER_KEY = "meedu-signed-in";
export const SESSION_MARKER_VALUE = "1";
/** Set on <html> before first paint while the member behind a session is being loaded. */
export const SESSION_HINT_ATTRIBUTE = "data-session";
/** The last signed-in member's name and avatar (localStorage), shown while the session cannot be confirmed. */
export const REMEMBERED_MEMBER_KEY = "meedu-last-member";
export const BIND_MOBILE_FLAG_KEY = "meedu-bind-mobile";
export const FACE_CHECK_FLAG_KEY = "meedu-face-check";
export const PENDING_FLAG_VALUE = "ok";
export const PLAY_ID_KEY = "meedu-play-id";
export const MSV_KEY = "meedu-msv";
export const LOGIN_CODE_KEY = "login_code";
export const loginCodeSessionKey = (code: string) => `login_code:${code}`;

/** MeEdu JWTs live 20160 minutes; the cookie lives as long. */
export const TOKEN_LIFETIME_DAYS = 14;
/** The site's own: a member's played stretches and stop point of one lesson (lib/browser/watch-memory.ts). */
export const watchMemoryKey = (memberId: number, videoId: number) => `meedu-watch:${memberId}:${videoId}`;
/** The site's own: the text of the member's comments awaiting moderation on one course or lesson. */
export const ownCommentsKey = (rt: number, rid: number) => `meedu-own-comments:${rt}:${rid}`;
/** The site's own: the numbers (and goods) of the orders a member created here and has not yet paid (lib/browser/unpaid-orders.ts). */
export const unpaidOrdersKey = (memberId: number) => `meedu-unpaid-orders:${memberId}`;
