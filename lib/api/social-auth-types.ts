// Normalised shapes of third-party sign-in.

/** A WeChat QR login session: `expire` is a unix timestamp in seconds. */
export interface WechatQrSession {
  url: string;
  key: string;
  expire: number;
}

/** What exchanging a social login_code gives. */
/** signed-in: the /api proxy stored the session cookie (page scripts never see the token). */
export type LoginCodeResult = { kind: "signed-in" } | { kind: "bind-mobile"; code: string };
