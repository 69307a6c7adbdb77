/** An image captcha that must be solved before an SMS code is sent. */
export interface CaptchaChallenge {
  /** The image as a data: URL. */
  image: string;
  /** The expected answer (case-insensitive). */
  answer: string;
}

export interface CaptchaProvider {
  create(): CaptchaChallenge;
}
