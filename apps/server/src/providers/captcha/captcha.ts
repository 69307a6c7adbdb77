/** The built-in image captcha: the server draws it and keeps a hash of the answer. */
export interface ImageCaptchaProvider {
  readonly kind: 'builtin';
  create(): {
    /** The image as a data: URL. */ image: string;
    /** Case-insensitive. */ answer: string;
  };
}

/** The web widget's settings the browser needs (Aliyun Captcha 2.0). */
export interface CaptchaWidget {
  sceneId: string;
  prefix: string;
  region: 'cn' | 'sgp';
}

/** A behavioural captcha run by a web widget and verified by the provider's API. */
export interface RemoteCaptchaProvider {
  readonly kind: 'aliyun';
  readonly widget: CaptchaWidget;
  /** Whether the widget's verify parameter passes; throws when the provider cannot tell. */
  verify(param: string): Promise<boolean>;
}

export type CaptchaProvider = ImageCaptchaProvider | RemoteCaptchaProvider;
