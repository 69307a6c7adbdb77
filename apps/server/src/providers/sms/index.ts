import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DevSmsProvider } from './dev-sms.js';
import type { SmsProvider } from './sms.js';

export type { SmsProvider } from './sms.js';

/**
 * The configured SMS provider; `dev` is the same object when it is the dev outbox (its route
 * reads it). Each provider is imported only when selected, so a production start never loads
 * the dev one.
 */
export async function openSmsProvider(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ provider: SmsProvider; dev: DevSmsProvider | null }> {
  switch (config.SMS_PROVIDER) {
    case 'dev': {
      const dev = new (await import('./dev-sms.js')).DevSmsProvider(log);
      return { provider: dev, dev };
    }
    case 'aliyun': {
      const { AliyunSmsProvider } = await import('./aliyun-sms.js');
      const provider = new AliyunSmsProvider({
        accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
        accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
        signName: config.ALIYUN_SMS_SIGN_NAME!,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
        endpoint: config.ALIYUN_SMS_ENDPOINT,
      });
      return { provider, dev: null };
    }
    case 'tencent': {
      const { TencentSmsProvider } = await import('./tencent-sms.js');
      const provider = new TencentSmsProvider({
        secretId: config.TENCENT_SECRET_ID!,
        secretKey: config.TENCENT_SECRET_KEY!,
        sdkAppId: config.TENCENT_SMS_SDK_APP_ID!,
        signName: config.TENCENT_SMS_SIGN_NAME!,
        templateId: config.TENCENT_SMS_TEMPLATE_ID!,
        region: config.TENCENT_SMS_REGION,
        endpoint: config.TENCENT_SMS_ENDPOINT,
      });
      return { provider, dev: null };
    }
  }
}
