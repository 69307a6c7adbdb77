import Captcha, { VerifyIntelligentCaptchaRequest } from '@alicloud/captcha20230305';
import { cjsDefault } from '../cjs-default.js';
import { aliyunConfig } from '../aliyun-config.js';
import { withDeadline } from '../deadline.js';
import type { CaptchaWidget, RemoteCaptchaProvider } from './captcha.js';

export interface AliyunCaptchaSettings extends CaptchaWidget {
  accessKeyId: string;
  accessKeySecret: string;
  /** Host (HTTPS) or http(s)://host:port. */
  endpoint: string;
}

// CommonJS package: under Node's ESM loader the class is the default export's `default`.
const CaptchaClient = cjsDefault(Captcha);

/** Longest the provider may take to verify: the SMS request is waiting on it. */
const VERIFY_TIMEOUT_MS = 4000;

/** Aliyun Captcha 2.0: the web widget's CaptchaVerifyParam checked with VerifyIntelligentCaptcha. */
export class AliyunCaptchaProvider implements RemoteCaptchaProvider {
  readonly kind = 'aliyun';
  readonly widget: CaptchaWidget;
  private readonly client: InstanceType<typeof CaptchaClient>;

  constructor(settings: AliyunCaptchaSettings) {
    this.widget = { sceneId: settings.sceneId, prefix: settings.prefix, region: settings.region };
    this.client = new CaptchaClient(
      aliyunConfig({ ...settings, readTimeoutMs: VERIFY_TIMEOUT_MS }),
    );
  }

  async verify(param: string): Promise<boolean> {
    const response = await withDeadline(
      this.client.verifyIntelligentCaptcha(
        new VerifyIntelligentCaptchaRequest({
          captchaVerifyParam: param,
          sceneId: this.widget.sceneId,
        }),
      ),
      VERIFY_TIMEOUT_MS,
      () => new Error('captcha verify timed out'),
    );
    const result = response.body?.result?.verifyResult;
    if (typeof result !== 'boolean') {
      throw new Error(`captcha verify answered ${response.body?.code ?? 'nothing'}`);
    }
    return result;
  }
}
