// Normalised shapes of face verification.

export interface FaceVerifySession {
  url: string;
  ruleId: string;
  bizToken: string;
}

/** 9: verified; 5: not yet (or failed). */
export type FaceVerifyStatus = 9 | 5;
