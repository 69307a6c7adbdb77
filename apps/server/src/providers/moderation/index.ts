import type { AppConfig } from '../../config.js';
import type { ModerationProvider } from './moderation.js';

/** The configured moderation service, or null (MODERATION_PROVIDER=none). */
export async function openModerationProvider(
  config: AppConfig,
  timeoutMs: number,
): Promise<ModerationProvider | null> {
  if (config.MODERATION_PROVIDER === 'none') return null;
  const { AliyunModerationProvider } = await import('./aliyun-moderation.js');
  return new AliyunModerationProvider({
    accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
    accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
    service: config.ALIYUN_MODERATION_SERVICE,
    endpoint: config.ALIYUN_MODERATION_ENDPOINT,
    timeoutMs,
  });
}
