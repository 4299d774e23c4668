// Normalised shapes of third-party sign-in, mobile binding and face verification.

/** A WeChat QR login session: `expire` is a unix timestamp in seconds. */
export interface WechatQrSession {
  url: string;
  key: string;
  expire: number;
}

/** What exchanging a social login_code gives (api §3.11). */
export type LoginCodeResult = { kind: "token"; token: string } | { kind: "bind-mobile"; code: string };

export interface FaceVerifySession {
  url: string;
  ruleId: string;
  bizToken: string;
}

/** 9: verified; 5: not yet (or failed). */
export type FaceVerifyStatus = 9 | 5;
