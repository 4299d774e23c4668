// Normalised shapes of password and SMS sign-in.

export interface ImageCaptcha {
  key: string;
  img: string;
}
