/** The settings the captcha call gives for Aliyun Captcha 2.0's web widget. */
export interface AliyunWidget {
  sceneId: string;
  prefix: string;
  region: 'cn' | 'sgp';
}

/** The widget's options (Aliyun Captcha 2.0, V2 integration) that this app uses. */
interface AliyunCaptchaOptions {
  SceneId: string;
  mode: 'popup';
  element: string;
  button: string;
  success: (captchaVerifyParam: string) => void;
  fail?: (result: unknown) => void;
  onClose?: () => void;
  onError?: (error: unknown) => void;
  getInstance?: (instance: unknown) => void;
  language?: 'cn' | 'tw' | 'en';
}

declare global {
  interface Window {
    AliyunCaptchaConfig?: { region: string; prefix: string };
    initAliyunCaptcha?: (options: AliyunCaptchaOptions) => void;
  }
}

export const ALIYUN_CAPTCHA_SCRIPT =
  'https://o.alicdn.com/captcha-frontend/aliyunCaptcha/AliyunCaptcha.js';

/** Why the widget gave no verify parameter: its script did not load, or the user closed it. */
export class CaptchaWidgetError extends Error {
  override name = 'CaptchaWidgetError';
  constructor(readonly reason: 'load' | 'cancelled') {
    super(`captcha widget ${reason}`);
  }
}

let loading: Promise<void> | null = null;

/** Loads Aliyun's script once (a script element; the CSP allows its host with this provider). */
function loadScript(widget: AliyunWidget): Promise<void> {
  window.AliyunCaptchaConfig = { region: widget.region, prefix: widget.prefix };
  if (window.initAliyunCaptcha) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = ALIYUN_CAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => (window.initAliyunCaptcha ? resolve() : reject(new Error('no widget')));
    script.onerror = () => reject(new Error('script failed'));
    document.head.appendChild(script);
  }).catch(() => {
    loading = null;
    throw new CaptchaWidgetError('load');
  });
  return loading;
}

const LANGUAGE = { 'zh-CN': 'cn', 'zh-TW': 'tw', 'en-US': 'en' } as const;

/**
 * Shows the widget as a pop-up and resolves with its CaptchaVerifyParam, which the server
 * checks with Aliyun; rejects with CaptchaWidgetError when the script cannot load or the user
 * closes the pop-up.
 */
export async function solveAliyunCaptcha(
  widget: AliyunWidget,
  locale: keyof typeof LANGUAGE,
): Promise<string> {
  await loadScript(widget);
  const init = window.initAliyunCaptcha;
  if (!init) throw new CaptchaWidgetError('load');
  const id = `sc-captcha-${Math.random().toString(36).slice(2)}`;
  const host = document.createElement('div');
  host.hidden = true;
  host.innerHTML = `<div id="${id}-element"></div><button type="button" id="${id}-button"></button>`;
  document.body.appendChild(host);
  try {
    return await new Promise<string>((resolve, reject) => {
      init({
        SceneId: widget.sceneId,
        mode: 'popup',
        element: `#${id}-element`,
        button: `#${id}-button`,
        success: resolve,
        onClose: () => reject(new CaptchaWidgetError('cancelled')),
        onError: () => reject(new CaptchaWidgetError('load')),
        // The widget binds to the button once it is ready: then open it.
        getInstance: () => document.getElementById(`${id}-button`)?.click(),
        language: LANGUAGE[locale],
      });
    });
  } finally {
    host.remove();
  }
}
