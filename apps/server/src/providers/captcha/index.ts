import type { AppConfig } from '../../config.js';
import { BuiltinCaptchaProvider } from './builtin-captcha.js';
import type { CaptchaProvider } from './captcha.js';

/** The configured captcha: the built-in image one, or Aliyun Captcha 2.0 (loaded when chosen). */
export async function openCaptchaProvider(config: AppConfig): Promise<CaptchaProvider> {
  if (config.CAPTCHA_PROVIDER === 'builtin') return new BuiltinCaptchaProvider();
  const { AliyunCaptchaProvider } = await import('./aliyun-captcha.js');
  return new AliyunCaptchaProvider({
    accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
    accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
    sceneId: config.ALIYUN_CAPTCHA_SCENE_ID!,
    prefix: config.ALIYUN_CAPTCHA_PREFIX!,
    region: config.ALIYUN_CAPTCHA_REGION,
    endpoint: config.ALIYUN_CAPTCHA_ENDPOINT,
  });
}
